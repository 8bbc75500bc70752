import { Art } from "#app/components/art/art";
import { Link } from "#app/components/ui/link";
import { MoreLink } from "#app/components/ui/more-link";
import type { Benefit } from "#app/content/site/benefits";

/** Benefit cards: a small picture, a heading (h3), a few words and where to read more. */
export function BenefitGrid({ benefits }: { benefits: Benefit[] }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${benefits.length % 3 === 0 ? "lg:grid-cols-3" : ""}`}>
      {benefits.map((benefit) => (
        <li key={benefit.title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5">
          <Art name={`benefit-icon-${benefit.icon}`} alt="" className="size-14 shrink-0" />
          <div>
            <h3 className="text-xl">{benefit.title}</h3>
            <p className="mt-1 text-stone-700">{benefit.text}</p>
            {benefit.link ? <MoreLink link={benefit.link} space="mt-1" /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The honest word on permits: rules vary, so check locally, and we help. */
export function PermitNote() {
  return (
    <aside
      aria-labelledby="permits-heading"
      className="rounded-2xl border-l-8 border-cedar-500 bg-cedar-100 p-6 sm:p-8"
    >
      <h2 id="permits-heading" className="text-2xl sm:text-3xl">
        A straight answer on permits
      </h2>
      <div className="prose-nestz mt-3 text-lg text-stone-800">
        <p>
          A Nestz is not classed as mobile, temporary or permanent housing, and the rules for small homes differ from
          one city or county to the next. Before you order, check what applies where your Nestz will stand.
        </p>
        <p>
          You will not be doing it alone. Tell us where your Nestz will go and we will gladly help you work out what to
          ask, and whom to ask.
        </p>
      </div>
      <Link
        to="/FAQ#utilities"
        className="mt-3 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
      >
        Read the FAQ on utilities and rules
      </Link>
    </aside>
  );
}
