import type { ReactNode } from "react";

/**
 * A box that scrolls sideways inside itself (a wide table, a timeline) so the page never does. It is
 * a named region that takes focus, so a keyboard user can reach it with Tab and scroll it (WCAG 2.1.1).
 * Give it `relative` in `className` when it holds visually hidden text, so that text stays inside.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div className={className} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
