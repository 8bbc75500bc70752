/** The people page's form: make an account an admin, or take the role away. */
import { data, redirect } from "react-router";

import { roleForm, UNREADABLE } from "#app/domain/console/queries";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields } from "#app/server/http/form-data.server";
import { setAdminRole } from "#app/server/people/console-changes.server";

export type Outcome = { tone: "success" | "info" | "error"; text: string };

export async function handlePeopleForm(request: Request, admin: AdminUser) {
  const parsed = roleForm.safeParse(textFields(await readForm(request), ["intent", "userId"]));
  if (!parsed.success) return data<Outcome>({ tone: "error", text: UNREADABLE }, { status: 400 });
  const grant = parsed.data.intent === "grant-admin";
  const result = await setAdminRole(admin.actor, { userId: parsed.data.userId, admin: grant });
  if (result.ok) {
    // Your own role is gone from this request on: the console is no longer yours to show.
    if (result.person.id === admin.id) throw redirect("/");
    const text = grant
      ? `${result.person.email} is now an admin. The console opens for them from their next page load.`
      : `${result.person.email} is no longer an admin. The console closes for them from their next page load.`;
    return { tone: "success", text } satisfies Outcome;
  }
  switch (result.reason) {
    case "not-found":
      return data<Outcome>(
        { tone: "error", text: "That account no longer exists, so nothing changed." },
        { status: 404 },
      );
    case "actor-not-admin":
      return data<Outcome>(
        { tone: "error", text: "Your own admin role was removed a moment ago, so this change wasn't made." },
        { status: 403 },
      );
    case "last-admin":
      return data<Outcome>(
        {
          tone: "error",
          text: "You're the only admin, so your role stays: the console always needs someone to run it. Make another account an admin first.",
        },
        { status: 409 },
      );
    case "unchanged":
      return data<Outcome>(
        {
          tone: "info",
          text: `${result.person.email} ${grant ? "is already an admin" : "wasn't an admin"}, so nothing changed.`,
        },
        { status: 409 },
      );
  }
}
