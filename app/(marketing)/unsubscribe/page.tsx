// /unsubscribe?token=...: the daily brief email's unsubscribe link, for anyone holding it (no
// sign-in). Showing the page changes nothing; the button sends the POST that turns the email off.
import { PageShell } from "@/components/layout/page-shell";
import { UnsubscribeConfirm } from "@/components/brief/unsubscribe-confirm";
import { INVALID_LINK_MESSAGE, verifyUnsubscribeToken } from "@/lib/brief/unsubscribe";
import { UNSUBSCRIBE_TOKEN_MAX } from "@/lib/schemas/brief";

export const dynamic = "force-dynamic";
export const metadata = { title: "Unsubscribe from the daily brief", robots: { index: false } };

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw.length <= UNSUBSCRIBE_TOKEN_MAX ? raw : "";
  const valid = Boolean(token && verifyUnsubscribeToken(token));
  return (
    <PageShell>
      <h1 className="text-3xl font-bold tracking-tight">Unsubscribe from the daily brief</h1>
      {valid ? (
        <UnsubscribeConfirm token={token} />
      ) : (
        <p role="alert" className="mt-4 text-muted-foreground">
          {INVALID_LINK_MESSAGE}
        </p>
      )}
    </PageShell>
  );
}
