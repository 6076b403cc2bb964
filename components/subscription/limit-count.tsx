// "2 of 3 followed", and once the plan's limit is reached a link to a bigger plan: the one shape
// every per-plan list (followed niches, connected channels) shows under its form.
import Link from "next/link";

/** Whether `used` fills a plan limit (a negative limit is unlimited). */
export const limitReached = (used: number, limit: number) => limit >= 0 && used >= limit;

type Props = { used: number; limit: number; verb: string; more: string };

export function LimitCount({ used, limit, verb, more }: Props) {
  return (
    <>
      <span className="text-muted-foreground">{limit < 0 ? `${used} ${verb}` : `${used} of ${limit} ${verb}`}</span>
      {limitReached(used, limit) && (
        <Link href="/pricing" className="text-muted-foreground underline underline-offset-2">
          {more}
        </Link>
      )}
    </>
  );
}
