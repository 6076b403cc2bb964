"use client";
import { useActionState, useState } from "react";

/**
 * A form's server action (the way it is sent before the page's script has run) and what the
 * server answered to such a submit. Once the visitor submits through the live page, that earlier
 * answer is stale: `dismiss` hides it.
 */
export function usePostedForm<S>(action: (state: S | null, form: FormData) => Promise<S | null>) {
  const [state, formAction] = useActionState(action, null);
  const [dismissed, setDismissed] = useState(false);
  return { posted: dismissed ? null : state, formAction, dismiss: () => setDismissed(true) };
}
