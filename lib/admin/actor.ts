// Small helpers shared by the admin route handlers.
import "server-only";
import type { Actor } from "@/lib/admin/audit";

export const actorOf = (user: { id: string; email: string }): Actor => ({ id: user.id, email: user.email });
