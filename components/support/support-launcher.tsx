"use client";
// The header's Support button. The dialog (radix dialog + select + the form, and on the landing
// page the client providers) is a separate chunk loaded on first hover/focus/click, so pages that
// show the button ship almost no extra JS: the button's classes come from cva alone (no
// tailwind-merge), which is why it isn't the <Button> component.
import { LifeBuoyIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";

const load = () => import("./support-dialog-chunk");
// React.lazy rather than next/dynamic: it is only rendered after a click, so never on the server,
// and it costs no extra loader code on the landing page.
const SupportDialog = lazy(() => load().then((m) => ({ default: m.SupportDialogChunk })));
const CLASSES = `${buttonVariants({ variant: "ghost", size: "sm" })} max-sm:px-2`;

export function SupportLauncher({ label = "Support" }: { label?: string }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-slot="button"
        className={CLASSES}
        aria-haspopup="dialog"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <LifeBuoyIcon aria-hidden="true" />
        <span className="max-sm:sr-only">{label}</span>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SupportDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
