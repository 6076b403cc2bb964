// "/": the landing page when signed out, the creator's dashboard when signed in.
import { Dashboard } from "@/components/dashboard/dashboard";
import { LandingPage } from "@/components/landing/landing-page";
import { currentUser } from "@/lib/auth/current-user";
import { toCurrentUserDTO } from "@/lib/auth/dto";

export const dynamic = "force-dynamic";

export default async function Home() {
  const user = await currentUser();
  return user ? <Dashboard initialUser={toCurrentUserDTO(user)} /> : <LandingPage />;
}
