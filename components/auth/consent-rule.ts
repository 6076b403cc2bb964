// Who must answer the privacy-consent modal: users without gdprConsent whose provider is not
// email (OAuth sign-ups never saw the sign-up checkboxes). Its own module, so a page can decide
// whether to load the modal's code at all.
import type { CurrentUserDTO } from "@/lib/dto";

export function needsOAuthConsent(
  user: Pick<CurrentUserDTO, "gdprConsent" | "authProvider"> | null | undefined,
): boolean {
  return Boolean(user && !user.gdprConsent && user.authProvider !== "email");
}
