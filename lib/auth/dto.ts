// Row -> client view of the current user (never the whole row: no hash, tokens or Stripe ids).
import type { CurrentUserDTO } from "@/lib/dto";
import { isAdmin, type SessionUser } from "./current-user";

export function toCurrentUserDTO(user: SessionUser): CurrentUserDTO {
  return {
    role: isAdmin(user) ? "admin" : "user",
    email: user.email,
    firstName: user.firstName,
    profileImageUrl: user.profileImageUrl,
    subscriptionTier: user.subscriptionTier,
    gdprConsent: user.gdprConsent,
    authProvider: user.authProvider,
  };
}
