import Link from "next/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { ResetPasswordForm } from "@/components/auth/password-reset-forms";

export const dynamic = "force-dynamic";
export const metadata = { title: "Choose a new password" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  return (
    <AuthShell title="Choose a new password">
      {value ? (
        <ResetPasswordForm token={value} />
      ) : (
        <p>
          This reset link is incomplete.{" "}
          <Link href="/auth/forgot-password" className="underline">
            Request a new one
          </Link>
          .
        </p>
      )}
    </AuthShell>
  );
}
