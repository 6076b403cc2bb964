// DELETE /api/admin/delete-user: delete a user by email (never the owner account, the last admin or oneself).
import { actorOf } from "@/lib/admin/actor";
import { deleteUser } from "@/lib/admin/users";
import { route } from "@/lib/http/route";
import { deleteUserSchema } from "@/lib/schemas/admin";

export const dynamic = "force-dynamic";

export const DELETE = route({ access: "admin", stripeDetail: true, body: deleteUserSchema }, async ({ user, body }) =>
  deleteUser(actorOf(user), body.email),
);
