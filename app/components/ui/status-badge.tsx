import type { ReactNode } from "react";

/**
 * Where something stands, as a small pill: always a word, the colour only
 * underlines it. `tone` is its background and text classes.
 */
export function StatusBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${tone}`}>
      {children}
    </span>
  );
}
