import { AuthShell } from "@/components/auth/auth-shell";
import { SignupForm } from "@/components/auth/signup-form";

export const metadata = { title: "Create your account" };

export default function SignupPage() {
  return (
    <AuthShell title="Create your account" subtitle="Start finding trends in your niche for free.">
      <SignupForm />
    </AuthShell>
  );
}
