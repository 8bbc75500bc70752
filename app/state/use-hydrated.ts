import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and during hydration, true afterwards: for what can only
 * be known in the browser (the stored cart), shown without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
