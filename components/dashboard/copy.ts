"use client";
// Clipboard writes with the product's success and failure toasts.
import { toast } from "sonner";
import { copyText } from "./download";

export async function copyWithToast(text: string, what: string): Promise<boolean> {
  try {
    await copyText(text);
    toast.success("Copied!", { description: `${what} copied to clipboard.` });
    return true;
  } catch {
    toast.error("Error", { description: "Failed to copy to clipboard." });
    return false;
  }
}
