import { Field } from "#app/components/ui/field";
import { SendButton } from "#app/components/ui/send-button";
import { Textarea } from "#app/components/ui/textarea";
import { faqClosing, faqHero } from "#app/content/site/faq";
import { pageInfo } from "#app/content/site/pages";
import { type ClosingWords, type FaqWords, WORDS_LIMITS } from "#app/domain/site-words/blocks";
import type { WordsErrors } from "#app/domain/site-words/checker";

import { HeroFields, SeoFields } from "./page-words-editor";
import { RowMoves } from "./row-moves";

/** The FAQ's questions as fields, in the page's order; every button posts the whole form, so nothing typed is lost. */
export function FaqFields({ words, errors }: { words: FaqWords; errors: WordsErrors }) {
  const { entries } = words;
  const site = pageInfo("/FAQ");
  return (
    <div className="grid gap-6">
      <SeoFields seo={words.seo ?? { title: site.title, description: site.description }} errors={errors} />
      <HeroFields
        hero={words.hero ?? faqHero}
        errors={errors}
        leadHint="A paragraph beside the drawing of birds; the list of questions follows it."
      />
      <input type="hidden" name="count" value={entries.length} />
      {errors.entries ? (
        <p className="font-semibold text-cedar-800" id="entries-error">
          {errors.entries}
        </p>
      ) : null}
      {entries.map((entry, index) => {
        const at = (field: string) => errors[`entries.${index}.${field}`];
        const name = entry.question || `question ${index + 1}`;
        return (
          <fieldset key={`${entry.id}-${index}`} className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5">
            <legend className="px-1 text-lg font-semibold">Question {index + 1}</legend>
            <input type="hidden" name={`id-${index}`} value={entry.id} />
            {at("id") ? <p className="font-semibold text-cedar-800">{at("id")}</p> : null}
            <Field
              label="Question"
              name={`question-${index}`}
              defaultValue={entry.question}
              error={at("question")}
              maxLength={WORDS_LIMITS.question}
              required
            />
            <Textarea
              label="Answer"
              hint="Plain words; leave a blank line between paragraphs."
              name={`answer-${index}`}
              defaultValue={entry.answer.join("\n\n")}
              error={at("answer")}
              rows={5}
              required
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Link address (optional)"
                hint="A page of the site, such as /Specs, or https://…"
                name={`linkTo-${index}`}
                defaultValue={entry.link?.to ?? ""}
                error={at("link.to")}
              />
              <Field
                label="Link words"
                name={`linkLabel-${index}`}
                defaultValue={entry.link?.label ?? ""}
                error={at("link.label")}
                maxLength={WORDS_LIMITS.linkLabel}
              />
            </div>
            <RowMoves name={name} index={index} count={entries.length} />
          </fieldset>
        );
      })}
      <div>
        <SendButton label="Add a question" busyLabel="Adding…" name="intent" value="add" variant="secondary" />
      </div>
      <ClosingFields closing={words.closing ?? faqClosing} errors={errors} />
    </div>
  );
}

/** The invitation that closes the page, beside its buttons to the specs, delivery and rental rates. */
function ClosingFields({ closing, errors }: { closing: ClosingWords; errors: WordsErrors }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5">
      <legend className="px-1 text-lg font-semibold">End of the page</legend>
      <Field
        label="Closing heading"
        name="closingHeading"
        defaultValue={closing.heading}
        error={errors["closing.heading"]}
        maxLength={WORDS_LIMITS.heading}
        required
      />
      <Textarea
        label="Closing words"
        hint="Beside the buttons to write to you and to the specs, delivery and rental rates; the next free rental month follows them. Leave a blank line between paragraphs."
        name="closingText"
        defaultValue={closing.paragraphs.join("\n\n")}
        error={errors["closing.paragraphs"]}
        rows={4}
        required
      />
    </fieldset>
  );
}
