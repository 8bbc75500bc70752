import type { QuoteOutcome, QuoteStart } from "#app/domain/quote-requests/views";

import { QuoteConfirmation } from "./quote-confirmation";
import { QuoteForm } from "./quote-form";

export type { QuoteOutcome, QuoteStart };

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
