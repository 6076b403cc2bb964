// "/" signed out: the landing page, rendered once at build time so it is served as static HTML.
// Signed-in visitors never reach this file: proxy.ts rewrites "/" to the dashboard when a session
// cookie is present (and the dashboard falls back to this landing if that cookie turns out stale).
import { LandingPage } from "@/components/landing/landing-page";

export const dynamic = "force-static";

export default function Home() {
  return <LandingPage />;
}
