import { redirect } from "react-router";

import { validateTestCardForm } from "#app/domain/payments/test-card-form";
import { startInvoiceCardPayment } from "#app/server/billing/card-payments.server";
import { confirmTestPayment } from "#app/server/billing/settlements.server";
import { readForm, textFields } from "#app/server/http/form-data.server";
import { getPaymentProvider } from "#app/server/payments/payments.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";

import { answer, notFound } from "./private-link.server";

/** The invoice page's action: pay a balance invoice by card (the test provider's form). */
export async function handleInvoiceForm(request: Request, token: string) {
  const form = await readForm(request);
  if (form.get("intent") !== "card")
    return answer(
      { form: "invoice-card", message: "That form could not be read. Please reload the page and try again." },
      400,
    );
  if (getPaymentSettings().provider !== "test")
    return answer(
      {
        form: "invoice-card",
        message: "Please pay this invoice by ACH, wire or check as shown, or call us to pay by card.",
      },
      400,
    );
  const fields = textFields(form, ["number", "expiry", "cvc"]);
  const checked = validateTestCardForm(
    { number: fields.number ?? "", expiry: fields.expiry ?? "", cvc: fields.cvc ?? "" },
    new Date(),
  );
  if (!checked.ok) return answer({ form: "invoice-card", errors: checked.errors as Record<string, string> }, 400);
  const started = await startInvoiceCardPayment(token, getPaymentProvider());
  if (!started.ok && started.reason === "not-found") notFound();
  if (!started.ok)
    return answer(
      {
        form: "invoice-card",
        message:
          started.reason === "paid"
            ? "This invoice is already paid. Thank you!"
            : "This invoice is paid by purchase order: please use the details below.",
      },
      409,
    );
  const confirmed = await confirmTestPayment({
    intentId: started.intentId,
    clientSecret: started.clientSecret,
    card: checked.card,
  });
  if (confirmed.outcome === "declined")
    return answer({ form: "invoice-card", message: "Your card was declined. Please try another card." }, 402);
  if (confirmed.outcome === "invalid_card")
    return answer({ form: "invoice-card", errors: { [confirmed.field]: confirmed.message } }, 400);
  if (confirmed.outcome === "not_found") notFound();
  return redirect(`/invoice/${token}`, 303);
}
