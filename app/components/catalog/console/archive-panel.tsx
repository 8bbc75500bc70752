import { RowAction } from "#app/components/ui/console/row-action";
import { HeadedSection } from "#app/components/ui/headed-section";

/**
 * The edit page's panel that takes an item off the site or brings it back
 * (a product, a category): a heading, what it means, and one button that
 * works without JavaScript. `what` finishes the button's accessible name.
 */
export function ArchivePanel({
  id,
  archived,
  what,
  archivedText,
  liveText,
}: {
  id: number;
  archived: boolean;
  what: string;
  /** What archived means for it, shown while it is archived. */
  archivedText: string;
  /** What archiving would do, shown while it is on the site. */
  liveText: string;
}) {
  return (
    <HeadedSection
      headingId="archive-heading"
      className="mt-8 max-w-3xl rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
      title={archived ? "Bring it back" : "Take it off the site"}
    >
      <p className="mt-1 mb-4 text-stone-700">{archived ? archivedText : liveText}</p>
      <RowAction
        intent={archived ? "unarchive" : "archive"}
        id={id}
        tone={archived ? "plain" : "warn"}
        label={archived ? "Unarchive" : "Archive"}
        busyLabel={archived ? "Unarchiving…" : "Archiving…"}
        hiddenLabel={what}
      />
    </HeadedSection>
  );
}
