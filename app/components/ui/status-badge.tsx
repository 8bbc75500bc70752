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

/** A card in a list of the buyer's things (orders, requests): its title and where it stands, then its details. */
export function StatusCard({
  title,
  tone,
  status,
  children,
}: {
  title: string;
  tone: string;
  status: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-sans text-lg font-semibold">{title}</h3>
        <StatusBadge tone={tone}>{status}</StatusBadge>
      </div>
      {children}
    </li>
  );
}
