import { Form } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { DeliveryCalendarPanel } from "#app/components/production/console/delivery-calendar-panel";
import { UnitCard } from "#app/components/production/console/unit-card";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { HeadedSection } from "#app/components/ui/headed-section";
import { WEEKLY_RATE_MAX } from "#app/domain/production/build-queue";
import { businessDay } from "#app/domain/time/business-time";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { productionBoard } from "#app/server/production/queries.server";

import type { Route } from "./+types/production";
import { handleProductionForm } from "./production.server";

export const meta = consoleMeta("Production");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const now = new Date();
  return { board: await productionBoard(now), today: businessDay(now) };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleProductionForm(request, admin);
}

export default function Production({ loaderData, actionData }: Route.ComponentProps) {
  const { board, today } = loaderData;
  const notice = actionData?.notice;
  const total = board.columns.reduce((sum, column) => sum + column.units.length, 0);
  return (
    <>
      <ConsoleHeading
        title="Production and deliveries"
        lead="Every home of an accepted order until it is delivered, by the stage it has reached, oldest order first."
      />
      <Alert focusOnLoad tone={notice?.tone ?? "error"} className="mb-6">
        {notice?.text}
      </Alert>
      <div className="grid gap-8">
        <HeadedSection headingId="rate-heading" look="panel" headingClassName="mb-2 text-2xl" title="Build rate">
          <p className="mb-4 text-stone-700">
            How many homes the workshop finishes a week. Each buyer's expected month is counted from it and from the
            homes ahead of theirs.
          </p>
          <Form method="post" className="flex flex-wrap items-end gap-4">
            <input type="hidden" name="intent" value="weekly-rate" />
            <Field
              label="Homes a week"
              name="weeklyRate"
              type="number"
              min={0}
              max={WEEKLY_RATE_MAX}
              required
              defaultValue={board.weeklyRate}
            />
            <Button type="submit">Save the rate</Button>
          </Form>
        </HeadedSection>
        <HeadedSection headingId="board-heading" headingClassName="mb-4 text-2xl" title={`Production board (${total})`}>
          {total === 0 ? <p>No homes are being built: accepted orders appear here.</p> : null}
          <div className="grid gap-6">
            {board.columns
              .filter((column) => column.units.length > 0)
              .map((column) => (
                <section key={column.label} aria-labelledby={`stage-${column.stage ?? "none"}`}>
                  <h3 id={`stage-${column.stage ?? "none"}`} className="mb-2 text-xl">
                    {column.label} ({column.units.length})
                  </h3>
                  <ul className="grid gap-3 md:grid-cols-2">
                    {column.units.map((unit) => (
                      <UnitCard
                        key={unit.id}
                        unit={unit}
                        calendar={board.calendar}
                        open={actionData?.unitId === unit.id ? (actionData.form ?? null) : null}
                      />
                    ))}
                  </ul>
                </section>
              ))}
          </div>
        </HeadedSection>
        <DeliveryCalendarPanel calendar={board.calendar} today={today} />
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
