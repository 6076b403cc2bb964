"use client";
// Follow a niche (preset or custom) for the daily brief, and the followed ones with unfollow.
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { PlusIcon, XIcon } from "lucide-react";
import { toast } from "sonner";
import { NICHE_OPTIONS } from "@/components/dashboard/niches";
import { NICHE_MAX_CHARS } from "@/lib/niches";
import { friendlyMessage } from "@/components/dashboard/errors";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LimitCount, limitReached } from "@/components/subscription/limit-count";
import { handleUnauthorized } from "@/lib/client/query-client";
import { httpStatus } from "@/lib/client/api";
import { useFollow, useUnfollow } from "@/lib/client/brief";
import type { TodayDTO } from "@/lib/brief/types";

export function FollowForm({ today }: { today: TodayDTO }) {
  const id = useId();
  const router = useRouter();
  const [niche, setNiche] = useState("");
  const follow = useFollow();
  const unfollow = useUnfollow();
  const full = limitReached(today.follows.length, today.followLimit);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = niche.trim();
    if (!value) return;
    follow.mutate(value, {
      onSuccess: ({ follow: f }) => {
        setNiche("");
        toast.success(`Following ${f.niche}`, {
          description: "Its brief is in your Today section now, and a fresh one arrives every morning.",
        });
      },
      onError: (err) => {
        if (handleUnauthorized(err)) return;
        const message = friendlyMessage(err, "Couldn't follow that niche. Please try again.");
        if (httpStatus(err) === 403)
          toast.error("Follow limit reached", {
            description: message,
            action: { label: "See plans", onClick: () => router.push("/pricing") },
          });
        else toast.error("Couldn't follow that niche", { description: message });
      },
    });
  };

  const onUnfollow = (name: string) =>
    unfollow.mutate(name, {
      onSuccess: () => toast.success(`Unfollowed ${name}`),
      onError: (err) => {
        if (!handleUnauthorized(err))
          toast.error("Couldn't unfollow", { description: friendlyMessage(err, "Please try again.") });
      },
    });

  return (
    <div className="space-y-3">
      <form method="post" onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row" aria-label="Follow a niche">
        <label htmlFor={`${id}-niche`} className="sr-only">
          Niche to follow
        </label>
        <Input
          id={`${id}-niche`}
          list={`${id}-presets`}
          value={niche}
          maxLength={NICHE_MAX_CHARS}
          onChange={(e) => setNiche(e.target.value)}
          placeholder="Follow a niche, e.g. Fitness or sourdough"
          disabled={full}
          className="sm:max-w-sm"
        />
        <datalist id={`${id}-presets`}>
          {NICHE_OPTIONS.map((p) => (
            <option key={p.value} value={p.label} />
          ))}
        </datalist>
        <Button type="submit" disabled={full || follow.isPending || !niche.trim()}>
          <PlusIcon aria-hidden />
          {follow.isPending ? "Preparing brief..." : "Follow"}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <LimitCount
          used={today.follows.length}
          limit={today.followLimit}
          verb="followed"
          more="Follow more with a bigger plan"
        />
        <ul className="flex flex-wrap gap-2" aria-label="Followed niches">
          {today.follows.map((f) => (
            <li
              key={f.nicheKey}
              className="inline-flex items-center gap-1 rounded-full border bg-muted/50 py-0.5 pr-1 pl-3"
            >
              <span className="max-w-48 truncate">{f.niche}</span>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-6 rounded-full"
                aria-label={`Unfollow ${f.niche}`}
                disabled={unfollow.isPending}
                onClick={() => onUnfollow(f.niche)}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
