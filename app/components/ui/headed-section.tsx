import type { ReactNode } from "react";

/** The two looks most headed sections take: the console's white panel and the account page's card. */
const looks = {
  panel: "rounded-xl border border-stone-200 bg-white p-5 sm:p-6",
  card: "mt-8 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8",
} as const;

/**
 * A section named by its own h2: the heading's id labels the section, so a screen reader lists it
 * among the page's regions by that title.
 */
export function HeadedSection({
  headingId,
  title,
  look,
  className = look ? looks[look] : undefined,
  headingClassName = "text-2xl",
  children,
}: {
  headingId: string;
  title: ReactNode;
  look?: keyof typeof looks;
  /** A look of its own, for a section that is neither a panel nor a card. */
  className?: string;
  /** The heading's look; most panels and cards use the default. */
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
