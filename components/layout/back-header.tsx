// The header of the pages a creator opens from the dashboard (settings, channel, pricing): the
// brand and one way back, as wide as the page below it.
import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { Brand } from "@/components/layout/brand";
import { Button } from "@/components/ui/button";

type Props = {
  width: "max-w-4xl" | "max-w-6xl";
  // Signed out (pricing), the way back is the home page.
  signedIn?: boolean;
};

export function BackHeader({ width, signedIn = true }: Props) {
  const home = signedIn ? "/dashboard" : "/";
  return (
    <header className="border-b">
      <div className={`mx-auto flex h-16 ${width} items-center justify-between gap-2 px-4`}>
        <Brand href={home} />
        <Button asChild variant="ghost" size="sm">
          <Link href={home}>
            <ArrowLeftIcon aria-hidden />
            {signedIn ? "Back to Dashboard" : "Back to Home"}
          </Link>
        </Button>
      </div>
    </header>
  );
}
