import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/checkbox";
import { Select } from "#app/components/ui/select";
import { SITE_CHECKLIST } from "#app/domain/production/delivery-calendar";
import type { OrderUnitView, OrderView, UnitPhotoView } from "#app/domain/production/views";
import type { BuyerFormState } from "#app/domain/proposals/views";

/**
 * The order behind an accepted proposal: every home's place in the build
 * queue, its stages with dates, notes and photos, and its delivery day.
 * Plain HTML and forms: nothing here needs JavaScript.
 */
export function OrderSection({ order, state }: { order: OrderView; state?: BuyerFormState }) {
  const many = order.units.length > 1;
  return (
    <section
      id="order"
      aria-labelledby="order-heading"
      className="grid gap-6 rounded-xl border border-stone-200 bg-white p-5 sm:p-8 print:hidden"
    >
      <div>
        <h2 id="order-heading" className="text-2xl">
          Your order
        </h2>
        <p className="mt-1 text-stone-700">
          {many
            ? `${order.units.length} homes, each followed here from the workshop to your site.`
            : "Your home, followed here from the workshop to your site."}{" "}
          The place in the queue counts the homes to be finished before yours; we email you at each stage.
        </p>
      </div>
      <ol className="grid gap-6">
        {order.units.map((unit) => (
          <UnitPanel key={unit.id} unit={unit} order={order} state={state} />
        ))}
      </ol>
    </section>
  );
}

function standing(unit: OrderUnitView): string {
  if (unit.delivery?.delivered) return "Delivered";
  if (unit.place === null) return unit.delivery ? `Ready, delivery on ${unit.delivery.dayLabel}` : "Ready for delivery";
  const month = unit.expectedMonthLabel ? `, expected ${unit.expectedMonthLabel}` : "";
  return `Place ${unit.place} in the build queue${month}`;
}

function UnitPanel({ unit, order, state }: { unit: OrderUnitView; order: OrderView; state?: BuyerFormState }) {
  const headingId = `unit-${unit.unit}-heading`;
  return (
    <li className="grid gap-4 border-t border-stone-200 pt-5 first:border-t-0 first:pt-0">
      <div>
        <h3 id={headingId} className="text-xl">
          {unit.label}
        </h3>
        <p className="font-semibold text-evergreen-800">{standing(unit)}</p>
      </div>
      <ol aria-label={`Build stages of ${unit.label.toLowerCase()}`} className="grid gap-3">
        {unit.stages.map((stage) => (
          <li key={stage.stage} className="grid gap-1">
            <p>
              <span className="font-semibold">{stage.label}</span>
              {stage.reachedOnLabel ? ` — reached ${stage.reachedOnLabel}` : " — not yet"}
            </p>
            {stage.reachedOnLabel ? <p className="text-sm text-stone-700">{stage.description}</p> : null}
            {stage.note ? <p className="text-sm">“{stage.note}”</p> : null}
            <Photos photos={stage.photos} />
          </li>
        ))}
      </ol>
      <Delivery unit={unit} order={order} state={state} />
    </li>
  );
}

function Photos({ photos }: { photos: readonly UnitPhotoView[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3">
      {photos.map((photo) => (
        <li key={photo.src}>
          <a href={photo.fullSrc} className="block">
            <img
              src={photo.src}
              alt={`${photo.alt}, ${photo.takenOnLabel}`}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-40 rounded-lg border border-stone-200"
            />
          </a>
          <p className="text-xs text-stone-700">{photo.takenOnLabel}</p>
        </li>
      ))}
    </ul>
  );
}

function Delivery({ unit, order, state }: { unit: OrderUnitView; order: OrderView; state?: BuyerFormState }) {
  const { delivery } = unit;
  if (delivery?.delivered)
    return (
      <div className="grid gap-2">
        <p>
          Delivered {delivery.delivered.whenLabel}, received by {delivery.delivered.receivedBy} and acknowledged by{" "}
          {delivery.delivered.acknowledgedName}.
        </p>
        {delivery.delivered.note ? <p className="text-sm">“{delivery.delivered.note}”</p> : null}
        <Photos photos={delivery.photos} />
      </div>
    );
  if (delivery)
    return (
      <p>
        Delivery day: <strong>{delivery.dayLabel}</strong>. You confirmed the site checklist on{" "}
        {delivery.checklistAcknowledgedLabel}. If we must move it, we&apos;ll email you.
      </p>
    );
  if (unit.place !== null) return null;
  return <BookingForm unit={unit} order={order} state={state} />;
}

function BookingForm({ unit, order, state }: { unit: OrderUnitView; order: OrderView; state?: BuyerFormState }) {
  const mine = state?.form === "book-delivery" && state.values?.unitId === String(unit.id) ? state : undefined;
  const errors = mine?.errors ?? {};
  const headingId = `book-${unit.unit}-heading`;
  if (order.openDays.length === 0)
    return (
      <p>
        {unit.label} is ready. We&apos;re opening delivery days soon: please check back here, or call us to arrange one.
      </p>
    );
  const ticked = new Set((mine?.values?.checklist ?? "").split(",").filter(Boolean));
  return (
    <form method="post" aria-labelledby={headingId} className="grid gap-4 rounded-lg bg-stone-50 p-4">
      <h4 id={headingId} className="text-lg font-semibold">
        Choose a delivery day{unit.label === "Your home" ? "" : ` for ${unit.label.toLowerCase()}`}
      </h4>
      <Alert>{mine?.message ?? errors.form}</Alert>
      <input type="hidden" name="intent" value="book-delivery" />
      <input type="hidden" name="unitId" value={unit.id} />
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">Your site is ready: please confirm each item</legend>
        {SITE_CHECKLIST.map((item) => (
          <Checkbox
            key={item.key}
            label={item.label}
            name="checklist"
            value={item.key}
            required
            defaultChecked={ticked.has(item.key)}
          />
        ))}
        {errors.checklist ? <p className="font-semibold text-cedar-800">{errors.checklist}</p> : null}
      </fieldset>
      <Select
        label="Delivery day"
        name="day"
        required
        defaultValue={mine?.values?.day ?? order.openDays[0]?.day}
        error={errors.day}
        options={order.openDays.map((day) => ({
          value: day.day,
          label: `${day.label} (${day.placesLeft} ${day.placesLeft === 1 ? "place" : "places"} left)`,
        }))}
      />
      <div>
        <Button type="submit">Book this day</Button>
      </div>
    </form>
  );
}
