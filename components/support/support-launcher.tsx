"use client";
// The header's Support button. The dialog (radix dialog + select + the form) is a separate chunk
// loaded on first hover/focus/click, so pages that show the button ship almost no extra JS.
import dynamic from "next/dynamic";
import { LifeBuoyIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const load = () => import("./support-dialog");
const SupportDialog = dynamic(() => load().then((m) => m.SupportDialog), { ssr: false });

export function SupportLauncher({ label = "Support", className }: { label?: string; className?: string }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={cn("max-sm:px-2", className)}
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
      </Button>
      {requested && <SupportDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
