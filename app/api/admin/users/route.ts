// GET /api/admin/users: the admin user list (its success decides access to the admin screen).
import { listUsers } from "@/lib/admin/users";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "admin" }, async () => listUsers());
