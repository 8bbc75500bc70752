import { Art } from "#app/components/art/art";
import { Link } from "#app/components/ui/link";
import { models, unit } from "#app/content/facts";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import { formatFeetInches } from "#app/domain/common/units";

const plans = [
  {
    layout: "bedroom",
    model: models.bedroom,
    caption: `A full bathroom with shower at one end and the bedroom at the other, with the door in the middle of the long wall.`,
  },
  {
    layout: "office",
    model: models.office,
    caption: `A half bath with toilet and sink, and one open room for a desk and a reading chair. The door is in the end wall.`,
  },
] as const;

const { lengthFt: L, widthFt: W, heightFt: H } = unit;
const elevationsAlt = `Outside elevations to scale. The long side is ${L} ft (${formatFeetInches(L)}) long and ${H} ft (${formatFeetInches(H)}) high, with the door in the middle and a window on each side. The end is ${W} ft (${formatFeetInches(W)}) wide, with the bathroom's small high window.`;

/** Both floor plans and the elevations, all to scale, with short captions. */
export function Blueprint() {
  return (
    <div className="space-y-10">
      <div className="grid gap-8 lg:grid-cols-2">
        {plans.map((plan) => (
          <figure key={plan.layout} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
            <Art
              name={`floor-plan-${plan.layout}`}
              alt={pictureDescriptions.floorPlans[plan.layout]}
              className="h-auto w-full"
            />
            <figcaption className="mt-4">
              <span className="block font-serif text-xl font-semibold text-evergreen-900">{plan.model.name}</span>
              <span className="mt-1 block text-stone-700">{plan.caption}</span>
              <Link
                to={plan.model.path}
                className="mt-1 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                More about the {plan.model.name}
              </Link>
            </figcaption>
          </figure>
        ))}
      </div>
      <figure className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
        {/* one drawing side by side on wide screens, stacked on phones so the labels stay legible */}
        <Art name="elevations-row" alt={elevationsAlt} className="mx-auto hidden h-auto w-full max-w-3xl sm:block" />
        <Art name="elevations-column" alt={elevationsAlt} className="h-auto w-full sm:hidden" />
        <figcaption className="mt-4 text-stone-700">
          <span className="block font-serif text-xl font-semibold text-evergreen-900">
            Outside, from the side and the end
          </span>
          {unit.lengthFt} ft long, {unit.widthFt} ft wide and {unit.heightFt} ft high, sold as {unit.nominal}. Both
          models share the same steel shell, so these measurements hold for either one.
        </figcaption>
      </figure>
    </div>
  );
}
