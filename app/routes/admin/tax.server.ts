/** The Tax page's form: how often the return is filed. */
import { data } from "react-router";

import type { FilingFrequencyFormState } from "#app/components/tax/console/filing-frequency-form";
import { FILING_FREQUENCY_LABELS, isFilingFrequency } from "#app/domain/tax/filing-periods";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { setFilingFrequency } from "#app/server/tax/filing-frequency.server";

const answer = (frequency: FilingFrequencyFormState, status = 200) => data({ frequency }, { status });

export async function handleTaxForm(request: Request, admin: AdminUser) {
  const fields = textFields(await readForm(request), ["intent", "frequency"]);
  if (fields.intent !== "set-frequency") return answer({ tone: "error", message: UNREADABLE_FORM_MESSAGE }, 400);
  if (!isFilingFrequency(fields.frequency)) {
    return answer({ tone: "error", message: "Choose monthly or quarterly, as your DOR account says." }, 400);
  }
  const result = await setFilingFrequency(admin.actor, fields.frequency);
  const label = FILING_FREQUENCY_LABELS[result.frequency].toLowerCase();
  return answer({
    tone: "success",
    message: result.changed
      ? `Saved: you file ${label}. The periods below follow it.`
      : `You already file ${label}; nothing changed.`,
  });
}
