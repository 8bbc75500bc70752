import { Form } from "react-router";

import { PhotoPicture } from "#app/components/photos/photo-picture";
import { MoveButtons, RowAction } from "#app/components/ui/console/row-action";
import { Field } from "#app/components/ui/field";
import { SendButton } from "#app/components/ui/send-button";
import { type ConsolePhotoView, MAX_ALT_LENGTH, type PhotoAltError } from "#app/domain/photos/rules";

/**
 * A product's photos in the owner's order, each with its description to
 * edit and buttons to move or remove it: every one a form of its own, so
 * all of it works without JavaScript.
 */
export function PhotoList({ photos, altError }: { photos: readonly ConsolePhotoView[]; altError?: PhotoAltError }) {
  if (photos.length === 0) {
    return <p className="text-stone-700">No photos yet. Until you add one, the shop shows the drawing.</p>;
  }
  return (
    <ol className="grid gap-5">
      {photos.map((photo, index) => {
        const label = `photo ${index + 1}`;
        const error = altError?.photoId === photo.id ? altError : undefined;
        return (
          <li
            key={photo.id}
            aria-labelledby={`photo-${photo.id}-title`}
            className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[12rem_1fr]"
          >
            <PhotoPicture
              photo={photo}
              sizes="12rem"
              className="aspect-[4/3] h-auto w-full rounded-lg bg-mist object-cover"
            />
            <div className="grid min-w-0 gap-3">
              <h3 id={`photo-${photo.id}-title`} className="text-xl">
                Photo {index + 1} of {photos.length}
                {index === 0 ? (
                  <span className="text-base font-normal text-stone-700"> · shown in the shop</span>
                ) : null}
              </h3>
              <p className="text-sm text-stone-700">
                {photo.width} × {photo.height} pixels
              </p>
              <Form method="post" className="grid gap-2">
                <input type="hidden" name="intent" value="describe" />
                <input type="hidden" name="id" value={photo.id} />
                <Field
                  label={`Description of ${label}`}
                  name="alt"
                  required
                  maxLength={MAX_ALT_LENGTH}
                  defaultValue={error ? error.alt : photo.alt}
                  error={error?.message}
                />
                <div>
                  <SendButton
                    label="Save description"
                    busyLabel="Saving…"
                    hiddenLabel={`of ${label}`}
                    variant="secondary"
                  />
                </div>
              </Form>
              <div className="flex flex-wrap gap-2">
                <MoveButtons
                  intent="move"
                  id={photo.id}
                  first={index === 0}
                  last={index === photos.length - 1}
                  hiddenLabel={label}
                />
                <RowAction
                  intent="remove"
                  id={photo.id}
                  tone="warn"
                  label="Remove"
                  busyLabel="Removing…"
                  hiddenLabel={label}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
