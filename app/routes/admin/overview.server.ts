/** The overview's form: the site's live figures (units ready, the next build slot). */
import { data } from "react-router";

import type { SiteFactsFormState } from "#app/components/site-facts/console/site-facts-form";
import { parseFields } from "#app/domain/console/form-result";
import { siteFactsForm, siteFactsValues } from "#app/domain/site-facts/form";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { updateSiteSettings } from "#app/server/site-facts/changes.server";
import { setCurrentFacts } from "#app/server/site-facts/live-facts.server";

function formState(
  fields: Record<string, string | undefined>,
  errors?: SiteFactsFormState["errors"],
): SiteFactsFormState {
  return {
    values: {
      unitsReady: fields.unitsReady ?? "",
      nextBuildMonth: fields.nextBuildMonth ?? "",
      version: Number(fields.version) || 0,
    },
    ...(errors ? { errors } : {}),
  };
}

export async function handleOverviewForm(request: Request, admin: AdminUser) {
  const fields = textFields(await readForm(request), ["intent", "unitsReady", "nextBuildMonth", "version"]);
  if (fields.intent !== "save-facts") {
    return data({ facts: formState(fields, { form: UNREADABLE_FORM_MESSAGE }) }, { status: 400 });
  }
  const parsed = parseFields(siteFactsForm, fields);
  if (!parsed.ok) return data({ facts: formState(fields, parsed.errors) }, { status: 400 });
  const { unitsReady, nextBuildMonth, version } = parsed.data;
  const result = await updateSiteSettings(admin.actor, { unitsReady, nextBuildMonth, expectedVersion: version });
  if (!result.ok) {
    const current = result.current;
    return data(
      {
        facts: {
          values: siteFactsValues(current),
          errors: {
            form: `Someone changed these figures since you opened this page (units ready is now ${current.unitsReady}). Your change was not saved; here are the current figures.`,
          },
        } satisfies SiteFactsFormState,
      },
      { status: 409 },
    );
  }
  setCurrentFacts(result.settings);
  return {
    facts: { ...formState(fields), values: siteFactsValues(result.settings), saved: true } satisfies SiteFactsFormState,
  };
}
