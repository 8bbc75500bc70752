import { MoreLink } from "#app/components/ui/more-link";
import { StatusBadge } from "#app/components/ui/status-badge";
import { type Availability, availabilityLabels, type SpecGroup } from "#app/content/site/specs";

const badge: Record<Availability, { label: string; className: string }> = {
  standard: { label: availabilityLabels.standard, className: "bg-evergreen-100 text-evergreen-900" },
  optional: { label: availabilityLabels.optional, className: "bg-cedar-100 text-cedar-800" },
};

export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const { label, className } = badge[availability];
  return <StatusBadge tone={className}>{label}</StatusBadge>;
}

/**
 * The spec sheet: one card per group, each a description list, so it reflows
 * to one column on a phone instead of scrolling sideways like a table would.
 */
export function SpecList({ groups }: { groups: SpecGroup[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {groups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`spec-${group.id}`}
          className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
        >
          <h3 id={`spec-${group.id}`} className="text-2xl">
            {group.title}
          </h3>
          <dl className="mt-3">
            {group.items.map((item, index) => (
              <div
                key={index}
                className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-stone-200 py-3 first:border-t-0"
              >
                <dt className="font-semibold text-evergreen-900">{item.feature}</dt>
                <dd className="col-start-2 row-start-1 self-start">
                  <AvailabilityBadge availability={item.availability} />
                </dd>
                <dd className="col-span-2 text-stone-700">
                  {item.detail}
                  {item.note ? <span className="mt-0.5 block text-sm text-stone-600">{item.note}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
          {group.link ? (
            <p className="mt-2">
              <MoreLink link={group.link} />
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
