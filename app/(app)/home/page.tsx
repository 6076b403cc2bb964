// "/" for visitors with a session cookie: proxy.ts rewrites "/" here (the browser keeps "/"), so
// the landing page itself can stay static. The creator's dashboard, served as static HTML too:
// the same shell for every creator, nothing of anyone's data in it. Who is signed in, their plan
// and their trends come from the API as the page loads, each answer checked against the database
// (components/dashboard/dashboard.tsx); a cookie that names no session any more ends on the landing.
import { Dashboard } from "@/components/app/dashboard";

export const dynamic = "force-static";

export default function SignedInHome() {
  return <Dashboard />;
}
