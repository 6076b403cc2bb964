"use client";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the page, true after. A form uses it to
 * hold back what only its script can do (a button disabled until a box is ticked): before then,
 * the form posts to its server action and the server checks the same rules.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
