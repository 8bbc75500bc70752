import { isValidElement, type ReactElement, type ReactNode } from "react";

import { ScrollRegion } from "./scroll-region";

/**
 * A data table that scrolls sideways inside itself on a phone, so the page
 * never does. `caption` names it for screen readers (visually hidden unless shown).
 */
export function Table({
  caption,
  showCaption = false,
  children,
}: {
  caption: string;
  showCaption?: boolean;
  children: ReactNode;
}) {
  return (
    // The wrapper scrolls; a keyboard user reaches it with Tab to scroll it. `relative` keeps text
    // hidden for screen readers (sr-only, absolutely placed) inside the scroller, not widening the page.
    <ScrollRegion label={caption} className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm [&_td]:border-t [&_td]:border-stone-200 [&_td]:px-3 [&_td]:py-2.5 [&_th]:px-3 [&_th]:py-2.5 [&_thead_th]:bg-stone-100 [&_thead_th]:font-semibold">
        <caption className={showCaption ? "px-3 py-2 text-left font-semibold" : "sr-only"}>{caption}</caption>
        {children}
      </table>
    </ScrollRegion>
  );
}

/** A column's header: its words, or its words and the classes that set it (such as "text-right" over amounts). */
export type Column = ColumnLabel | readonly [label: ColumnLabel, className: string];
type ColumnLabel = string | ReactElement;

/** A table's row of column headers, each a `th` with scope="col" so a screen reader names the cells below it. */
export function HeaderRow({ columns, className }: { columns: readonly Column[]; className?: string }) {
  return (
    <tr className={className}>
      {columns.map((column, index) => {
        const [label, classes] = typeof column === "string" || isValidElement(column) ? [column] : column;
        return (
          <th key={index} scope="col" className={classes}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}
