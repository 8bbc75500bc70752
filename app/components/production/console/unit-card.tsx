import { Form } from "react-router";

import { Button } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import { STAGE_NOTE_MAX } from "#app/domain/production/forms";
import { BUILD_STAGE_LABELS } from "#app/domain/production/stages";
import type { BoardUnitView, CalendarDayView } from "#app/domain/production/views";

const PHOTO_TYPES = "image/jpeg,image/png,image/webp";
const detailsClass = "rounded-lg border border-stone-200 px-3 py-2";
const summaryClass = "min-h-11 cursor-pointer py-2 font-semibold text-evergreen-900";

/** One home on the production board: where it stands, and the one thing to do with it next. */
export function UnitCard({
  unit,
  calendar,
  open,
}: {
  unit: BoardUnitView;
  calendar: readonly CalendarDayView[];
  /** The form to show open again after a refusal. */
  open: string | null;
}) {
  const name = `${unit.reference} · ${unit.label}`;
  return (
    <li className="grid gap-2 rounded-xl border border-stone-200 bg-white p-4">
      <h4 className="font-semibold text-evergreen-950">
        <a href={`/admin/proposals/${unit.proposalId}`} className="underline underline-offset-4">
          {name}
        </a>
      </h4>
      <p className="text-sm">
        <a href={`/admin/production/${unit.proposalId}/build-sheet`} className="underline underline-offset-4">
          Build sheet<span className="sr-only"> of {name}</span>
        </a>
      </p>
      <p className="text-sm text-stone-700">
        {unit.buyer} · accepted {unit.acceptedLabel}
        {unit.place !== null ? ` · place ${unit.place} in the queue` : ""}
        {unit.expectedMonthLabel ? `, expected ${unit.expectedMonthLabel}` : ""}
        {unit.outOfState ? " · delivered outside Washington" : ""}
      </p>
      {unit.next ? <MarkStage unit={unit} name={name} open={open === "mark-stage"} /> : null}
      {unit.next === null && unit.delivery === null ? (
        <p className="text-sm">Waiting for the buyer to choose a delivery day.</p>
      ) : null}
      {unit.delivery ? (
        <>
          <p className="text-sm font-semibold">Delivery: {unit.delivery.dayLabel}</p>
          <MoveDelivery unit={unit} name={name} calendar={calendar} open={open === "move-delivery"} />
          <RecordDelivery unit={unit} name={name} open={open === "delivered"} />
        </>
      ) : null}
    </li>
  );
}

function MarkStage({ unit, name, open }: { unit: BoardUnitView; name: string; open: boolean }) {
  if (!unit.next) return null;
  const label = BUILD_STAGE_LABELS[unit.next];
  return (
    <details className={detailsClass} open={open}>
      <summary className={summaryClass}>
        Mark {label.toLowerCase()} reached<span className="sr-only"> for {name}</span>
      </summary>
      <Form method="post" encType="multipart/form-data" className="grid gap-3 py-2">
        <input type="hidden" name="intent" value="mark-stage" />
        <input type="hidden" name="unitId" value={unit.id} />
        <input type="hidden" name="stage" value={unit.next} />
        <Textarea
          label="Note for the buyer"
          name="note"
          maxLength={STAGE_NOTE_MAX}
          hint="Optional: what was done, anything worth knowing."
        />
        <Field
          label="Photos"
          name="photos"
          type="file"
          accept={PHOTO_TYPES}
          multiple
          hint="Up to three JPEG, PNG or WebP photos, dated today."
        />
        <div>
          <Button type="submit">
            Mark {label.toLowerCase()} reached<span className="sr-only"> for {name}</span>
          </Button>
        </div>
      </Form>
    </details>
  );
}

function MoveDelivery({
  unit,
  name,
  calendar,
  open,
}: {
  unit: BoardUnitView;
  name: string;
  calendar: readonly CalendarDayView[];
  open: boolean;
}) {
  if (!unit.delivery || unit.delivery.delivered) return null;
  const current = unit.delivery.day;
  const options = calendar
    .filter((day) => day.day !== current)
    .map((day) => ({ value: day.day, label: `${day.label} (${Math.max(0, day.capacity - day.booked)} free)` }));
  if (options.length === 0) return null;
  return (
    <details className={detailsClass} open={open}>
      <summary className={summaryClass}>
        Move the delivery<span className="sr-only"> of {name}</span>
      </summary>
      <Form method="post" className="grid gap-3 py-2">
        <input type="hidden" name="intent" value="move-delivery" />
        <input type="hidden" name="unitId" value={unit.id} />
        <Select label="New day" name="day" options={options} />
        <div>
          <Button type="submit">
            Move and tell the buyer<span className="sr-only"> of {name}</span>
          </Button>
        </div>
      </Form>
    </details>
  );
}

function RecordDelivery({ unit, name, open }: { unit: BoardUnitView; name: string; open: boolean }) {
  if (!unit.delivery || unit.delivery.delivered) return null;
  return (
    <details className={detailsClass} open={open}>
      <summary className={summaryClass}>
        Record the delivery<span className="sr-only"> of {name}</span>
      </summary>
      <Form method="post" encType="multipart/form-data" className="grid gap-3 py-2">
        <input type="hidden" name="intent" value="delivered" />
        <input type="hidden" name="unitId" value={unit.id} />
        <Field label="Time set down" name="time" type="time" required hint="Pacific time, on the delivery day." />
        <Field label="Received by" name="receivedBy" required maxLength={200} autoComplete="off" />
        <Field
          label="Buyer's typed name"
          name="acknowledgedName"
          required
          maxLength={200}
          autoComplete="off"
          hint="The buyer types their name to acknowledge the delivery."
        />
        <Checkbox
          label="The buyer confirms they received the home here today"
          name="acknowledged"
          value="yes"
          required
        />
        <Textarea label="Note" name="note" maxLength={STAGE_NOTE_MAX} hint="Optional." />
        <Field label="Photos" name="photos" type="file" accept={PHOTO_TYPES} multiple hint="Up to three photos." />
        {unit.outOfState ? (
          <p className="text-sm">This also makes the out-of-state delivery record the sale's tax exemption rests on.</p>
        ) : null}
        <div>
          <Button type="submit">
            Record the delivery<span className="sr-only"> of {name}</span>
          </Button>
        </div>
      </Form>
    </details>
  );
}
