import { data, Form, Link, redirect } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { PeopleTable } from "#app/components/people/console/people-table";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { withQuery } from "#app/components/ui/console/list-pager";
import { Field } from "#app/components/ui/field";
import { parseQuery, peopleQuery, roleForm, SEARCH_MAX, UNREADABLE } from "#app/domain/console/queries";
import { personView } from "#app/domain/people/views";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields } from "#app/server/http/form-data.server";
import { listPeople, PEOPLE_PAGE_SIZE, setAdminRole } from "#app/server/people/console.server";

import type { Route } from "./+types/people";

export const meta = consoleMeta("People");

export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireConsoleUser({ request, url });
  const query = parseQuery(peopleQuery, new URL(request.url).searchParams);
  const { q, page = 1 } = query.ok ? query.data : {};
  const found = await listPeople({ search: q, page });
  const body = {
    q: q ?? "",
    page,
    pageSize: PEOPLE_PAGE_SIZE,
    total: found.total,
    people: found.people.map((person) => personView(person, admin.id)),
    error: query.ok ? null : query.message,
  };
  return query.ok ? body : data(body, { status: 400 });
}

type Outcome = { tone: "success" | "info" | "error"; text: string };

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
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

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const { q, page, pageSize, total, people, error } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  return (
    <>
      <ConsoleHeading title="People" lead="Everyone with an account, newest first. Admins can open this console." />
      <Form method="get" role="search" aria-label="People" className="mb-4 flex max-w-2xl flex-wrap items-end gap-3">
        <Field
          label="Search by email or name"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={SEARCH_MAX}
          className="min-w-0 flex-1 basis-60"
          key={q}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {q ? (
          <Link to="/admin/people" className="inline-flex min-h-11 items-center font-semibold">
            Clear search
          </Link>
        ) : null}
      </Form>
      <Alert focusOnLoad tone={actionData?.tone ?? "error"} className="mb-4">
        {actionData?.text ?? error}
      </Alert>
      {people.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700">
          {q ? `No account has “${q}” in its email or name.` : total > 0 ? "This page is empty." : "No accounts yet."}
        </p>
      ) : (
        <>
          <p className="mb-2 text-stone-700">
            {total === people.length
              ? `${total} ${total === 1 ? "account" : "accounts"}`
              : `${first}–${first + people.length - 1} of ${total} accounts`}
            {q ? ` matching “${q}”` : ""}
          </p>
          <PeopleTable caption={q ? `Accounts matching “${q}”` : "Accounts, newest first"} people={people} />
        </>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-4">
          {page > 1 ? (
            <Link
              to={withQuery("/admin/people", { q, page: page - 1 })}
              className="inline-flex min-h-11 items-center font-semibold"
            >
              <span aria-hidden="true">←&nbsp;</span>Newer accounts
            </Link>
          ) : null}
          {page < pages ? (
            <Link
              to={withQuery("/admin/people", { q, page: page + 1 })}
              className="inline-flex min-h-11 items-center font-semibold"
            >
              Older accounts<span aria-hidden="true">&nbsp;→</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
