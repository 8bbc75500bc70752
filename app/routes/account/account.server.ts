/** The account page's display-name form: check the name and save it, keeping what was typed on a failure. */
import { data } from "react-router";

import type { DisplayNameResult } from "#app/components/people/buyer/display-name-form";
import { displayNameForm, firstError } from "#app/domain/auth/forms";
import { DISPLAY_NAME_MAX } from "#app/domain/auth/rules";
import { callAuth, describeAuthFailure } from "#app/server/auth/auth-calls.server";
import { readForm, textFields } from "#app/server/http/form-data.server";

export async function handleDisplayNameForm(request: Request) {
  const fields = textFields(await readForm(request), ["displayName"]);
  const parsed = displayNameForm.safeParse(fields);
  // What was typed comes back with a failure, so a visitor without JavaScript does not lose it.
  const typed = fields.displayName?.slice(0, DISPLAY_NAME_MAX) ?? "";
  if (!parsed.success) {
    return data<DisplayNameResult>({ ok: false, message: firstError(parsed.error).message, typed }, { status: 400 });
  }
  const result = await callAuth(request, "/update-user", { name: parsed.data.displayName });
  if (!result.ok) {
    return data<DisplayNameResult>(
      { ok: false, message: describeAuthFailure(result), typed },
      { status: result.status },
    );
  }
  return { ok: true, message: "Your display name is saved.", typed } satisfies DisplayNameResult;
}
