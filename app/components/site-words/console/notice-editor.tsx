import { Field } from "#app/components/ui/field";
import { Textarea } from "#app/components/ui/textarea";
import { type Notice, WORDS_LIMITS } from "#app/domain/site-words/blocks";
import type { WordsErrors } from "#app/domain/site-words/checker";

/** The site-wide notice: its words, an optional link and the last day it shows. */
export function NoticeFields({ words, errors }: { words: Notice; errors: WordsErrors }) {
  return (
    <div className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5">
      <Textarea
        label="Notice"
        hint={`One or two sentences, up to ${WORDS_LIMITS.notice} characters. Leave it empty for no notice.`}
        name="text"
        defaultValue={words.text}
        error={errors.text}
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Link address (optional)"
          hint="A page of the site, such as /Delivery, or https://…"
          name="linkTo"
          defaultValue={words.link?.to ?? ""}
          error={errors["link.to"]}
        />
        <Field
          label="Link words"
          name="linkLabel"
          defaultValue={words.link?.label ?? ""}
          error={errors["link.label"]}
          maxLength={WORDS_LIMITS.linkLabel}
        />
      </div>
      <Field
        label="Last day shown (optional)"
        hint="The notice leaves the site after this day ends, Pacific time."
        type="date"
        name="endsOn"
        defaultValue={words.endsOn ?? ""}
        error={errors.endsOn}
        className="max-w-xs"
      />
    </div>
  );
}
