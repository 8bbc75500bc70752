import { data, Form, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { PeopleTable } from "#app/components/people/console/people-table";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { withQuery } from "#app/components/ui/console/list-pager";
import { Field } from "#app/components/ui/field";
import { parseQuery, peopleQuery, SEARCH_MAX } from "#app/domain/console/queries";
import { personView } from "#app/domain/people/views";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { listPeople, PEOPLE_PAGE_SIZE } from "#app/server/people/console-queries.server";

import type { Route } from "./+types/people";
import { handlePeopleForm } from "./people.server";

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

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handlePeopleForm(request, admin);
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
