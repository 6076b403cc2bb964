// "/" for visitors with a session cookie: proxy.ts rewrites "/" here (the browser keeps "/"), so
// the landing page itself can stay static. The creator's dashboard, or the landing page when the
// cookie turns out stale (expired, signed out elsewhere, account deleted).
import { Dashboard } from "@/components/dashboard/dashboard";
import { LandingPage } from "@/components/landing/landing-page";
import { currentUser } from "@/lib/auth/current-user";
import { toCurrentUserDTO } from "@/lib/auth/dto";

export const dynamic = "force-dynamic";

export default async function SignedInHome() {
  const user = await currentUser();
  return user ? <Dashboard initialUser={toCurrentUserDTO(user)} /> : <LandingPage />;
}
