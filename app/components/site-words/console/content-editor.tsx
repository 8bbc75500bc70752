import { Checkbox } from "#app/components/ui/checkbox";
import { Field } from "#app/components/ui/field";
import { SendButton } from "#app/components/ui/send-button";
import { Textarea } from "#app/components/ui/textarea";
import { type ContentItem, type ContentWords, WORDS_LIMITS } from "#app/domain/site-words/blocks";
import type { WordsErrors } from "#app/domain/site-words/checker";
import type { CodeRows, ContentDesign, ItemsDesign, PartDesign } from "#app/domain/site-words/content-design";
import { itemField, partField } from "#app/domain/site-words/content-pages";
import type { FactWords } from "#app/domain/site-words/fact-tokens";
import { typedTextOf } from "#app/domain/site-words/forms";

import { FactsList } from "./facts-list";
import { BOX, errorUnder, HeroFields, type LibraryPhotoChoice, PictureFields, SeoFields } from "./page-words-editor";
import { RowMoves } from "./row-moves";

const TEXT_HINT = `Plain words; leave a blank line between paragraphs, and start each line of a list with "- ".`;

/** The rows a part shows from the site's own figures: listed so the owner sees the whole table, never typed. */
function CodeRowsList({ rows }: { rows: readonly { label: string; detail: string }[] }) {
  return (
    <div className="grid gap-2 rounded-lg bg-stone-100 p-4">
      <p className="font-semibold">Rows the site states from its own figures (shown first, not written here)</p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold">{row.label}</dt>
            <dd className="text-stone-700">{row.detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A spec row's figure (a number and its unit, checked as typed), whether it is an option, and its note. */
function SpecFields({
  item,
  at,
  name,
}: {
  item: ContentItem;
  at: (name: string) => string | undefined;
  name: (field: string) => string;
}) {
  const figure = item.spec?.figure;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Figure (optional)"
          hint="A number, such as 24 or 8.5"
          inputMode="decimal"
          name={name("value")}
          defaultValue={figure && Number.isFinite(figure.value) ? String(figure.value) : (figure?.typed ?? "")}
          error={at("spec.value")}
        />
        <Field
          label="Unit"
          hint="ft, in, amp, gal…"
          name={name("unit")}
          defaultValue={figure?.unit ?? ""}
          error={at("spec.unit")}
        />
      </div>
      <Checkbox
        label="An option the buyer adds"
        name={name("optional")}
        defaultChecked={item.spec?.optional ?? false}
      />
      <Field label="Note (optional)" name={name("note")} defaultValue={item.spec?.note ?? ""} error={at("spec.note")} />
    </>
  );
}

function ItemFields({
  item,
  part,
  index,
  count,
  design,
  errors,
}: {
  item: ContentItem;
  part: number;
  index: number;
  count: number;
  design: ItemsDesign;
  errors: WordsErrors;
}) {
  const at = (name: string) => errorUnder(errors, `parts.${part}.items.${index}.${name}`);
  const named = design.min === design.max;
  const textLabel = design.spec ? "Detail" : "Text";
  return (
    <fieldset className="grid gap-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 font-semibold">
        {design.label} {index + 1}
      </legend>
      {design.title ? (
        <Field
          label="Title"
          name={itemField(part, index, "title")}
          defaultValue={item.title}
          error={at("title")}
          required
        />
      ) : null}
      {design.text === "none" ? null : (
        <Textarea
          label={design.text === "required" ? textLabel : `${textLabel} (optional)`}
          hint={TEXT_HINT}
          name={itemField(part, index, "text")}
          defaultValue={typedTextOf(item.text)}
          error={at("text")}
          rows={3}
          required={design.text === "required"}
        />
      )}
      {design.link ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Link address (optional)"
            hint="A page of the site, such as /Specs, or https://…"
            name={itemField(part, index, "linkTo")}
            defaultValue={item.link?.to ?? ""}
            error={at("link.to")}
          />
          <Field
            label="Link words"
            name={itemField(part, index, "linkLabel")}
            defaultValue={item.link?.label ?? ""}
            error={at("link.label")}
          />
        </div>
      ) : null}
      {design.spec ? <SpecFields item={item} at={at} name={(name) => itemField(part, index, name)} /> : null}
      {named ? null : (
        <RowMoves name={item.title || `${design.label} ${index + 1}`} index={index} count={count} part={part} />
      )}
    </fieldset>
  );
}

function PartFields({
  place,
  index,
  words,
  errors,
  codeRows,
}: {
  place: PartDesign;
  index: number;
  words: ContentWords;
  errors: WordsErrors;
  codeRows: CodeRows;
}) {
  const part = words.parts[index];
  if (!part) return null;
  const items = place.items;
  return (
    <fieldset className={BOX}>
      <legend className="px-1 text-lg font-semibold">{place.label}</legend>
      {place.heading ? (
        <Field
          label="Heading"
          name={partField(index, "heading")}
          defaultValue={part.heading}
          error={errors[`parts.${index}.heading`]}
          required
        />
      ) : null}
      {place.intro === "none" ? null : (
        <Textarea
          label={place.intro === "required" ? "Text" : "Text (optional)"}
          hint={`${TEXT_HINT} Up to ${WORDS_LIMITS.paragraph.toLocaleString("en-US")} characters a paragraph.`}
          name={partField(index, "intro")}
          defaultValue={typedTextOf(part.intro)}
          error={errorUnder(errors, `parts.${index}.intro`)}
          rows={4}
          required={place.intro === "required"}
        />
      )}
      {codeRows[place.id]?.length ? <CodeRowsList rows={codeRows[place.id] ?? []} /> : null}
      {items ? (
        <>
          <input type="hidden" name={partField(index, "count")} value={part.items.length} />
          {errors[`parts.${index}.items`] ? (
            <p className="font-semibold text-cedar-800">{errors[`parts.${index}.items`]}</p>
          ) : null}
          {part.items.map((item, itemIndex) => (
            <ItemFields
              // An item's place is its name in the form; moving one redraws the list.
              key={`${itemIndex}-${item.title}`}
              item={item}
              part={index}
              index={itemIndex}
              count={part.items.length}
              design={items}
              errors={errors}
            />
          ))}
          {items.min === items.max || part.items.length >= items.max ? null : (
            <div>
              <SendButton
                label={`Add a ${items.label.toLowerCase()}`}
                busyLabel="Adding…"
                hiddenLabel={`to ${place.label.toLowerCase()}`}
                name="intent"
                value={`add-${index}`}
                variant="secondary"
              />
            </div>
          )}
        </>
      ) : null}
    </fieldset>
  );
}

/** A content page's words, part by part in the design's order: the owner writes, the design places. */
export function ContentFields({
  design,
  words,
  errors,
  facts,
  library,
  codeRows = {},
}: {
  design: ContentDesign;
  words: ContentWords;
  errors: WordsErrors;
  facts: FactWords;
  /** The photo library's pictures the page may show beside its opening lines. */
  library: readonly LibraryPhotoChoice[];
  /** Rows a part shows from code (a spec table's fixed figures), by part id. */
  codeRows?: CodeRows;
}) {
  return (
    <div className="grid gap-6">
      <FactsList facts={facts} />
      {errors.parts ? <p className="font-semibold text-cedar-800">{errors.parts}</p> : null}
      <SeoFields seo={words.seo} errors={errors} />
      <HeroFields hero={words.hero} errors={errors} leadHint={design.heroLead}>
        <PictureFields
          label="Photo beside the opening lines (optional)"
          picture={words.picture}
          library={library}
          names={{ photoId: "heroPhotoId", description: "heroPictureDescription" }}
          errors={{ photoId: errors["picture.photoId"], description: errors["picture.description"] }}
        />
      </HeroFields>
      {design.parts.map((place, index) => (
        <PartFields key={place.id} place={place} index={index} words={words} errors={errors} codeRows={codeRows} />
      ))}
    </div>
  );
}
