import type { QuoteFieldErrors, QuoteFormValues } from "#app/domain/quote-rules";
import type { InquiryConfirmation } from "#app/server/inquiries.server";
import { QuoteConfirmation } from "./quote-confirmation";
import { QuoteForm } from "./quote-form";

/** What the /Contact loader and action hand the quote section (app/server/quote-form.server.ts). */
export interface QuoteStart {
  values: QuoteFormValues;
  idempotencyKey: string;
}

export type QuoteOutcome =
  | { status: "invalid"; values: QuoteFormValues; errors: QuoteFieldErrors; idempotencyKey: string }
  | { status: "refused"; values: QuoteFormValues; message: string; idempotencyKey: string }
  | { status: "sent"; confirmation: InquiryConfirmation; repeated: boolean };

/**
 * The "Request a quote" part of /Contact: the form, re-shown with its errors
 * and everything typed, or the confirmation once the request is stored.
 * Serializable props only, so it can be mounted on its own.
 */
export function QuoteSection({ start, outcome, phone }: { start: QuoteStart; outcome?: QuoteOutcome; phone: string }) {
  if (outcome?.status === "sent") {
    return <QuoteConfirmation confirmation={outcome.confirmation} repeated={outcome.repeated} phone={phone} />;
  }
  return (
    <QuoteForm
      values={outcome?.values ?? start.values}
      errors={outcome?.status === "invalid" ? outcome.errors : undefined}
      formMessage={outcome?.status === "refused" ? outcome.message : undefined}
      idempotencyKey={outcome?.idempotencyKey || start.idempotencyKey}
    />
  );
}
