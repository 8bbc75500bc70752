import type { ReactNode } from "react";
import { Form } from "react-router";

const look = {
  plain: "border-stone-400 bg-white text-evergreen-900 hover:border-evergreen-700",
  warn: "border-cedar-700 bg-white text-cedar-800 hover:bg-cedar-100",
};

/**
 * One button that posts one change of the list (move, archive, unarchive):
 * a form of its own, so it works without JavaScript too.
 */
export function RowAction({
  intent,
  id,
  direction,
  disabled = false,
  tone = "plain",
  children,
}: {
  intent: string;
  id: number;
  direction?: "up" | "down";
  disabled?: boolean;
  tone?: keyof typeof look;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="inline-block">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      {/* relative: the button holds its visually hidden words, so they never widen a page that scrolls a table */}
      <button
        type="submit"
        disabled={disabled}
        className={`relative inline-flex min-h-11 items-center rounded-full border-2 px-3 text-sm font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50 ${look[tone]}`}
      >
        {children}
      </button>
    </Form>
  );
}
