import { Form } from "react-router";

import { SendButton } from "#app/components/ui/send-button";

const look = {
  plain: "border-stone-400 bg-white text-evergreen-900 hover:border-evergreen-700",
  warn: "border-cedar-700 bg-white text-cedar-800 hover:bg-cedar-100",
};

/** The compact, round buttons of a list's rows (`relative`: the visually hidden words never widen a table). */
export function rowButtonClass(tone: keyof typeof look = "plain"): string {
  return `relative inline-flex min-h-11 items-center rounded-full border-2 px-3 text-sm font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50 ${look[tone]}`;
}

/**
 * One button that posts one change of the list (move, archive, unarchive):
 * a form of its own, so it works without JavaScript too. Pressed twice, it
 * sends once: a second "Move up" would move the row two places.
 */
export function RowAction({
  intent,
  id,
  direction,
  disabled = false,
  tone = "plain",
  label,
  busyLabel,
  hiddenLabel,
}: {
  intent: string;
  id: number;
  direction?: "up" | "down";
  disabled?: boolean;
  tone?: keyof typeof look;
  /** What the button says ("Move up"), what it says on its way ("Moving…"), and the row it acts on, for screen readers. */
  label: string;
  busyLabel: string;
  hiddenLabel: string;
}) {
  return (
    <Form method="post" className="inline-block">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <SendButton
        label={label}
        busyLabel={busyLabel}
        hiddenLabel={hiddenLabel}
        disabled={disabled}
        className={rowButtonClass(tone)}
      />
    </Form>
  );
}

/** A row's Move up and Move down: the first row cannot go up, the last cannot go down. */
export function MoveButtons({
  intent,
  id,
  first,
  last,
  hiddenLabel,
}: {
  intent: string;
  id: number;
  first: boolean;
  last: boolean;
  /** The row, for screen readers ("Move up" … "the Shwag category"). */
  hiddenLabel: string;
}) {
  const moves = [
    { direction: "up", label: "Move up", disabled: first },
    { direction: "down", label: "Move down", disabled: last },
  ] as const;
  return moves.map(({ direction, label, disabled }) => (
    <RowAction
      key={direction}
      intent={intent}
      id={id}
      direction={direction}
      disabled={disabled}
      label={label}
      busyLabel="Moving…"
      hiddenLabel={hiddenLabel}
    />
  ));
}
