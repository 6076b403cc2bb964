// "/": the landing page when signed out, the creator's dashboard when signed in.
import { LandingPage } from "@/components/landing/landing-page";
import { currentUser } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";

export default async function Home() {
  const user = await currentUser();
  if (!user) return <LandingPage />;
  return (
    <main className="mx-auto max-w-4xl p-8">
      <h1 className="text-2xl font-semibold">Welcome back, {user.firstName || "Creator"}!</h1>
    </main>
  );
}
