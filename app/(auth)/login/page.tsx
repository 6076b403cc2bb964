import { redirect } from "next/navigation";
import { AuthShell } from "@/components/auth/auth-shell";
import { LoginForm } from "@/components/auth/login-form";
import { loginNotice } from "@/components/auth/login-messages";
import { currentUser } from "@/lib/auth/current-user";
import { safeCallbackUrl } from "@/lib/schemas/auth";

export const dynamic = "force-dynamic";
export const metadata = { title: "Sign in" };

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(one(params.callbackUrl));
  if (await currentUser()) redirect(callbackUrl);
  const notice = loginNotice({
    verified: one(params.verified),
    error: one(params.error),
    provider: one(params.provider),
    reset: one(params.reset),
  });
  return (
    <AuthShell title="Welcome back" subtitle="Sign in to see what's trending in your niche.">
      <LoginForm notice={notice} callbackUrl={callbackUrl} />
    </AuthShell>
  );
}
