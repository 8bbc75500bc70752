import { Form } from "react-router";

import { Button } from "#app/components/ui/button";
import { Textarea } from "#app/components/ui/textarea";
import type { SheetItem } from "#app/domain/production/build-sheet";
import { STAGE_NOTE_MAX } from "#app/domain/production/forms";
import type { BuildSheetUnitView } from "#app/domain/production/views";

function Items({ items, none }: { items: readonly SheetItem[]; none: string }) {
  if (items.length === 0) return <p>{none}</p>;
  return (
    <ul className="list-disc pl-5">
      {items.map((item) => (
        <li key={item.description}>
          {item.description} <span className="text-stone-700">({item.coverage.toLowerCase()})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One home on the build sheet: what the workshop builds, the owner's note for
 * it (a plain form), and the photos taken so far, each removable.
 */
export function BuildSheetUnit({
  unit,
  typedNote,
  noteError,
}: {
  unit: BuildSheetUnitView;
  /** What was typed, when the note was refused. */
  typedNote: string | undefined;
  noteError: string | undefined;
}) {
  const headingId = `unit-${unit.id}-heading`;
  return (
    <li aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-2xl">
        {unit.label}: {unit.model}
      </h2>
      <p className="text-sm text-stone-700">Stage: {unit.stageLabel}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">Options</h3>
          <Items items={unit.options} none="None" />
        </div>
        <div>
          <h3 className="font-semibold">Colours</h3>
          <Items items={unit.colours} none="Standard" />
        </div>
      </div>
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="unit-note" />
        <input type="hidden" name="unitId" value={unit.id} />
        <Textarea
          label={`Note for the workshop, ${unit.label.toLowerCase()}`}
          name="note"
          maxLength={STAGE_NOTE_MAX}
          defaultValue={typedNote ?? unit.note}
          error={noteError}
          hint="Which options and colour this home takes, and anything the workshop should know. Printed on the PDF."
          key={typedNote ?? unit.note}
        />
        <div>
          <Button type="submit" variant="secondary">
            Save the note<span className="sr-only"> for {unit.label.toLowerCase()}</span>
          </Button>
        </div>
      </Form>
      {unit.photos.length > 0 ? (
        <div>
          <h3 className="mb-2 font-semibold">Photos</h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {unit.photos.map((photo) => (
              <li key={photo.id} className="grid gap-1 text-sm">
                <a href={photo.fullSrc}>
                  <img
                    src={photo.src}
                    width={photo.width}
                    height={photo.height}
                    alt={photo.alt}
                    loading="lazy"
                    className="h-auto w-full rounded-lg"
                  />
                </a>
                <span>
                  {photo.stageLabel}, {photo.takenOnLabel}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-photo" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <Button type="submit" variant="quiet" className="px-0">
                    Remove<span className="sr-only"> the photo: {photo.alt}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
