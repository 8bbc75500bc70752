import { SendButton } from "#app/components/ui/send-button";

const ROW_BUTTON =
  "min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-evergreen-900 hover:bg-stone-50";

/**
 * Move up, move down and remove for one entry of an ordered list of blocks (FAQ entries, story
 * chapters): plain submit buttons, so they work without JavaScript; `name` tells a screen reader which.
 */
export function RowMoves({
  name,
  index,
  count,
  part,
}: {
  name: string;
  index: number;
  count: number;
  /** The content page part the list belongs to, when the page has several lists. */
  part?: number;
}) {
  const at = part === undefined ? `${index}` : `${part}-${index}`;
  return (
    <div className="flex flex-wrap gap-2">
      <SendButton
        label="Move up"
        busyLabel="Moving…"
        hiddenLabel={name}
        name="intent"
        value={`up-${at}`}
        className={ROW_BUTTON}
        disabled={index === 0}
      />
      <SendButton
        label="Move down"
        busyLabel="Moving…"
        hiddenLabel={name}
        name="intent"
        value={`down-${at}`}
        className={ROW_BUTTON}
        disabled={index === count - 1}
      />
      <SendButton
        label="Remove"
        busyLabel="Removing…"
        hiddenLabel={name}
        name="intent"
        value={`remove-${at}`}
        className={ROW_BUTTON}
      />
    </div>
  );
}
