/** The rental agreement page's forms: save the rental proposal, extend the rental, end it early. */
import { data, redirect } from "react-router";

import { parseFields } from "#app/domain/console/form-result";
import { rentalChangeForm, rentalProposalFields, rentalProposalForm } from "#app/domain/rentals/proposal-form";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields } from "#app/server/http/form-data.server";
import { saveRentalProposal } from "#app/server/proposals/rental-proposals.server";
import { RENTAL_MAX_DAYS } from "#app/server/rentals/bookings.server";
import { rentalAgreementPage } from "#app/server/rentals/rental-agreement-queries.server";
import { endRentalEarly, extendRental } from "#app/server/rentals/rental-changes.server";

export interface RentalAgreementAnswer {
  form: "proposal" | "change";
  errors?: Record<string, string | undefined>;
  problems?: string[];
  done?: string;
}

const proposalRefusals = {
  "not-found": "That request no longer exists.",
  "not-rental": "This request is to buy, not to rent.",
  accepted: "A version of this proposal was accepted already: change the rental below instead.",
  "sent-meanwhile": "The draft was sent while you were working on it. Revise it to change the terms.",
} as const;

export async function handleRentalAgreementForm(request: Request, admin: AdminUser, quoteRequestId: number) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "save-proposal") {
    const parsed = parseFields(rentalProposalForm(RENTAL_MAX_DAYS), rentalProposalFields(form));
    if (!parsed.ok) return data<RentalAgreementAnswer>({ form: "proposal", errors: parsed.errors }, { status: 400 });
    const saved = await saveRentalProposal(admin.actor, quoteRequestId, parsed.data);
    if (saved.ok) return redirect(`/admin/proposals/${saved.proposalId}`);
    if (saved.reason === "problems")
      return data<RentalAgreementAnswer>({ form: "proposal", problems: saved.problems }, { status: 400 });
    return data<RentalAgreementAnswer>(
      { form: "proposal", problems: [proposalRefusals[saved.reason]] },
      { status: saved.reason === "not-found" ? 404 : 409 },
    );
  }
  if (intent === "extend" || intent === "end-early") {
    const parsed = parseFields(rentalChangeForm, textFields(form, ["endsOn", "note"]));
    if (!parsed.ok) return data<RentalAgreementAnswer>({ form: "change", errors: parsed.errors }, { status: 400 });
    const page = await rentalAgreementPage(quoteRequestId);
    if (!page?.accepted)
      return data<RentalAgreementAnswer>(
        { form: "change", problems: ["Only an accepted rental can change."] },
        { status: 409 },
      );
    const change = intent === "extend" ? extendRental : endRentalEarly;
    const result = await change(admin.actor, page.accepted.proposalId, parsed.data.endsOn, parsed.data.note);
    if (!result.ok)
      return data<RentalAgreementAnswer>(
        { form: "change", errors: { endsOn: result.message } },
        { status: result.reason === "collision" ? 409 : 400 },
      );
    return data<RentalAgreementAnswer>({
      form: "change",
      done:
        result.kind === "extension"
          ? `Extended: the units are now picked up on ${result.endsOn}. The invoices still to come are recomputed.`
          : `Ended early: the units are picked up on ${result.endsOn}.${result.credited > 0 ? " The unused days were credited." : ""}`,
    });
  }
  return data<RentalAgreementAnswer>(
    { form: "proposal", problems: ["That form could not be read. Please reload the page and try again."] },
    { status: 400 },
  );
}
