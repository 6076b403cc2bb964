// POST /api/admin/update-model: set a tier's primary and backup AI model (used from the next request on).
import { actorOf } from "@/lib/admin/actor";
import { updateModel } from "@/lib/admin/models";
import { route } from "@/lib/http/route";
import { updateModelSchema } from "@/lib/schemas/admin";

export const dynamic = "force-dynamic";

export const POST = route({ access: "admin", body: updateModelSchema }, async ({ user, body }) =>
  updateModel(actorOf(user), body),
);
