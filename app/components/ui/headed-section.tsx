import type { ReactNode } from "react";

/**
 * A section named by its own h2: the heading's id labels the section, so a screen reader lists it
 * among the page's regions by that title.
 */
export function HeadedSection({
  headingId,
  title,
  className,
  headingClassName = "text-2xl",
  children,
}: {
  headingId: string;
  title: ReactNode;
  className: string;
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
