"use client";
import { useActionState, useState, type FormEvent } from "react";

type Submit = (event: FormEvent<HTMLFormElement>) => unknown;

/**
 * A form's server action (how it is sent before the page's script has run, React renders it as
 * the form's POST target) and what the server answered to such a submit. `live` wraps the live
 * page's own submit handler (which calls preventDefault, so the action does not run as well) and
 * drops that earlier answer, stale once the visitor submits again.
 */
export function usePostedForm<S>(action: (state: S | null, form: FormData) => Promise<S | null>) {
  const [state, formAction] = useActionState(action, null);
  const [dismissed, setDismissed] = useState(false);
  const live =
    (submit: Submit) =>
    (event: FormEvent<HTMLFormElement>): void => {
      setDismissed(true);
      void submit(event);
    };
  return { posted: dismissed ? null : state, formAction, live, dismiss: () => setDismissed(true) };
}
