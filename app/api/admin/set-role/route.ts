// POST /api/admin/set-role: change a user's role by email (never the owner account or the last admin).
import { actorOf } from "@/lib/admin/actor";
import { setRole } from "@/lib/admin/users";
import { route } from "@/lib/http/route";
import { setRoleSchema } from "@/lib/schemas/admin";

export const dynamic = "force-dynamic";

export const POST = route({ access: "admin", body: setRoleSchema }, async ({ user, body }) =>
  setRole(actorOf(user), body.email, body.role),
);
