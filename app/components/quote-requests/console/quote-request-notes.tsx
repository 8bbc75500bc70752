import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { SendButton } from "#app/components/ui/send-button";
import { Textarea } from "#app/components/ui/textarea";
import type { FieldErrors } from "#app/domain/console/form-result";
import { NOTE_MAX } from "#app/domain/quote-requests/console-forms";
import type { QuoteRequestNoteView } from "#app/domain/quote-requests/views";

export interface NoteFormState {
  values: { body: string };
  errors?: FieldErrors<"body" | "form">;
  saved?: boolean;
}

/** Private notes on a request (never shown to the buyer), oldest first, and a form to add one. */
export function QuoteRequestNotes({ notes, state }: { notes: QuoteRequestNoteView[]; state?: NoteFormState }) {
  const errors = state?.errors ?? {};
  const message = errors.form ?? (errors.body ? "Please check the note." : undefined);
  return (
    <HeadedSection headingId="notes-heading" look="panel" title="Private notes">
      <p className="mt-1 text-stone-700">Only the Nestz team sees these.</p>
      {notes.length ? (
        <ol className="mt-4 grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-mist p-4">
              <p className="text-sm text-stone-700">
                <span className="font-semibold text-evergreen-900">{note.authorName}</span>,{" "}
                <time dateTime={note.at}>{note.when}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4">No notes yet.</p>
      )}
      <Form method="post" className="mt-5 grid gap-3" aria-label="Add a note">
        <input type="hidden" name="intent" value="note" />
        <Alert focusOnLoad tone={message ? "error" : "success"}>
          {message ?? (state?.saved ? "Note added." : null)}
        </Alert>
        <Textarea
          label="New note"
          name="body"
          rows={4}
          hint={`Up to ${NOTE_MAX.toLocaleString("en-US")} characters. Saved with your name and the time.`}
          defaultValue={state?.saved ? "" : (state?.values.body ?? "")}
          error={errors.body}
          key={state?.saved ? `saved-${notes.length}` : "draft"}
        />
        <div>
          <SendButton label="Add note" busyLabel="Adding…" />
        </div>
      </Form>
    </HeadedSection>
  );
}
