// "/": the landing page when signed out, the creator's dashboard when signed in.
// The dashboard is loaded lazily so its code never ships to signed-out visitors of the landing.
import dynamicImport from "next/dynamic";
import { LandingPage } from "@/components/landing/landing-page";
import { LoadingScreen } from "@/components/app/loading-screen";
import { currentUser } from "@/lib/auth/current-user";
import { toCurrentUserDTO } from "@/lib/auth/dto";

export const dynamic = "force-dynamic";

const Dashboard = dynamicImport(() => import("@/components/dashboard/dashboard").then((m) => m.Dashboard), {
  loading: () => <LoadingScreen />,
});

export default async function Home() {
  const user = await currentUser();
  return user ? <Dashboard initialUser={toCurrentUserDTO(user)} /> : <LandingPage />;
}
