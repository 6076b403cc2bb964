// GET /api/auth/user: the signed-in user's client view; 401 when signed out.
import { toCurrentUserDTO } from "@/lib/auth/dto";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "user", beforeConsent: true }, async ({ user }) => toCurrentUserDTO(user));
