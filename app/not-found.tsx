import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata = { title: "404 Page Not Found" };

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link href="/">Go to home</Link>
      </Button>
    </main>
  );
}
