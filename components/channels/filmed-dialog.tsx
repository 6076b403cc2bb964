"use client";
// "I filmed this": on an idea (and on its script), the video it became. The dialog takes a pasted
// link or id (checked here with the server's own parser, so a typo is said before any request) or
// a pick from the connected channels' latest uploads, the likely ones first. A linked idea shows
// "Filmed: <title>" with its latest milestone, and the dialog can change or unlink the video.
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckIcon, ClapperboardIcon, Link2OffIcon } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FieldError } from "@/components/forms/field-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { channelError } from "@/lib/client/channels";
import { useFilmedSuggestions, useLinkFilmed, useUnlinkFilmed } from "@/lib/client/filmed";
import { handleUnauthorized } from "@/lib/client/query-client";
import type { FilmedIdeaDTO, FilmedVerdict } from "@/lib/channels/types";
import { parseVideoInput, VideoInputError } from "@/lib/channels/video-input";
import { FILMED_VIDEO_MAX, filmedVideoSchema, type FilmedVideoInput } from "@/lib/schemas/channels";
import { cn } from "@/lib/utils";

const pastedVideoSchema = filmedVideoSchema.superRefine(({ video }, ctx) => {
  try {
    parseVideoInput(video);
  } catch (err) {
    if (!(err instanceof VideoInputError)) throw err;
    ctx.addIssue({ code: "custom", path: ["video"], message: err.message });
  }
});

export const VERDICT_STYLE: Record<FilmedVerdict, string> = {
  above: "text-green-800",
  within: "text-muted-foreground",
  below: "text-amber-800",
  no_baseline: "text-muted-foreground",
  not_yet: "text-muted-foreground",
};

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric" });

type ControlProps = { ideaId: string; hook: string; filmed: FilmedIdeaDTO | null };

/**
 * The button on an idea or a script, with the "Filmed:" line once the idea is linked. The link
 * comes from the caller (the creator's list, loaded once for the page); nothing is asked of the
 * server until the dialog opens.
 */
export function FilmedControl({ ideaId, hook, filmed }: ControlProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button type="button" size="sm" variant="outline">
            <ClapperboardIcon aria-hidden />
            {filmed ? "Change filmed video" : "I filmed this"}
          </Button>
        </DialogTrigger>
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
          {open && <FilmedDialogBody ideaId={ideaId} hook={hook} filmed={filmed} onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
      {filmed && <FilmedLine filmed={filmed} />}
    </div>
  );
}

function FilmedLine({ filmed }: { filmed: FilmedIdeaDTO }) {
  // Before its first milestone, where it is heading says the most.
  const latest = filmed.results?.latest ?? null;
  const heading = latest ? null : filmed.results?.projection?.label;
  return (
    <p className="min-w-0 text-xs break-words">
      <span className="font-medium">Filmed: </span>
      <a href={filmed.video.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
        {filmed.video.title}
      </a>
      {latest && <span className={cn("ml-1", VERDICT_STYLE[latest.verdict])}>· {latest.label}</span>}
      {heading && <span className="ml-1 text-muted-foreground">· {heading}</span>}
    </p>
  );
}

type BodyProps = ControlProps & { onDone: () => void };

function FilmedDialogBody({ ideaId, hook, filmed, onDone }: BodyProps) {
  const ids = useId();
  const suggestions = useFilmedSuggestions(ideaId, true);
  const linkVideo = useLinkFilmed(ideaId);
  const unlink = useUnlinkFilmed(ideaId);
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FilmedVideoInput>({
    resolver: zodResolver(pastedVideoSchema),
    defaultValues: { video: "" },
  });

  const send = (video: string) => {
    setRefused(null);
    linkVideo.mutate(video, {
      onSuccess: ({ filmed: linked }) => {
        toast.success("Linked your video", { description: linked.video.title });
        onDone();
      },
      onError: (err) => {
        if (!handleUnauthorized(err)) setRefused(channelError(err, "Couldn't link that video. Please try again."));
      },
    });
  };
  const onUnlink = () =>
    unlink.mutate(undefined, {
      onSuccess: () => {
        toast.success("Unlinked the video");
        onDone();
      },
      onError: (err) => {
        if (!handleUnauthorized(err)) setRefused(channelError(err, "Couldn't unlink the video. Please try again."));
      },
    });

  const fieldError = formState.errors.video?.message;
  const busy = linkVideo.isPending || unlink.isPending;
  const data = suggestions.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle>I filmed this</DialogTitle>
        <DialogDescription className="break-words">
          Link “{hook}” to the video you published, and see how it does against your usual.
        </DialogDescription>
      </DialogHeader>
      {filmed && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
          <span className="min-w-0 break-words">
            Linked to <span className="font-medium">{filmed.video.title}</span>
          </span>
          <Button type="button" size="sm" variant="ghost" onClick={onUnlink} disabled={busy}>
            <Link2OffIcon aria-hidden />
            Unlink
          </Button>
        </div>
      )}
      <form method="post" noValidate onSubmit={handleSubmit((v) => send(v.video))} className="grid gap-2">
        <Label htmlFor={`${ids}-video`}>Video link or id</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${ids}-video`}
            maxLength={FILMED_VIDEO_MAX}
            placeholder="youtube.com/watch?v=… or youtu.be/…"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${ids}-video-error`}
            {...register("video")}
          />
          <Button type="submit" disabled={busy}>
            Link video
          </Button>
        </div>
        <FieldError id={`${ids}-video-error`} message={fieldError ?? refused ?? undefined} />
      </form>
      <section aria-labelledby={`${ids}-uploads`} className="space-y-2">
        <h3 id={`${ids}-uploads`} className="text-sm font-semibold">
          Or pick it from your uploads
        </h3>
        {suggestions.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : !data ? (
          <p className="text-sm text-red-800">
            {channelError(suggestions.error, "Unable to load your uploads right now.")}
          </p>
        ) : data.channels === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Link href="/dashboard/channel" className="underline underline-offset-2">
              Connect your YouTube channel
            </Link>{" "}
            to pick the video from your uploads.
          </p>
        ) : data.videos.length === 0 ? (
          <p className="text-sm text-muted-foreground">No uploads read from your channel yet.</p>
        ) : (
          <ul className="max-h-72 space-y-1 overflow-y-auto" aria-label="Your uploads">
            {data.videos.map((v) => {
              const current = filmed?.video.videoId === v.videoId;
              return (
                <li key={v.videoId} className="flex items-center gap-2 rounded-md border p-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words">{v.title}</p>
                    <p className="text-xs text-muted-foreground">
                      {v.format === "short" ? "Short" : "Long video"} · {day(v.publishedAt)} ·{" "}
                      {v.views.toLocaleString("en-US")} views
                      {v.shared.length > 0 && ` · shares ${v.shared.slice(0, 2).join(", ")}`}
                    </p>
                  </div>
                  {v.suggested && <Badge variant="secondary">Suggested</Badge>}
                  <Button
                    type="button"
                    size="sm"
                    variant={current ? "secondary" : "outline"}
                    disabled={busy || current}
                    aria-label={`Pick ${v.title}`}
                    onClick={() => send(v.videoId)}
                  >
                    {current ? <CheckIcon aria-hidden /> : null}
                    {current ? "Linked" : "Pick"}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
