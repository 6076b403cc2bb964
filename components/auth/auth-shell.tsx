import Link from "next/link";
import type { ReactNode } from "react";
import { Brand } from "@/components/layout/brand";
import { Button } from "@/components/ui/button";

/** Two-column frame of the account pages: the form, and a marketing panel on wide screens. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main className="flex flex-col px-6 py-8 sm:px-12">
        <div className="flex items-center justify-between">
          <Brand />
          <Button asChild variant="ghost" size="sm">
            <Link href="/">Back to Home</Link>
          </Button>
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
      <aside className="hidden flex-col justify-center gap-6 bg-primary p-12 text-primary-foreground lg:flex">
        <p className="text-3xl font-semibold leading-tight">Know what your niche will watch next week.</p>
        <ul className="space-y-3 text-primary-foreground/90">
          <li>3-5 emerging trends per niche, with the evidence behind each</li>
          <li>3 video ideas per trend, each with a hook and an outline</li>
          <li>60-90 second scripts with timing cues, captions and B-roll notes</li>
        </ul>
      </aside>
    </div>
  );
}
