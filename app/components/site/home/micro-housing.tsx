import { LinkButton } from "#app/components/ui/button";
import { Link } from "#app/components/ui/link";

const audiences = [
  {
    title: "For cities, agencies and employers",
    body: "Civic, government and corporate teams use Nestz units for quick, dependable micro-housing: crew quarters, transitional housing, site offices. We build to order and deliver across Washington and Oregon.",
  },
  {
    title: "For families and landowners",
    body: "A guest room, an in-law unit, a quiet office or a rental that earns its keep, without the months of a site-built addition.",
  },
  {
    title: "Built to move",
    body: "Each unit has a galvanized steel frame made to be lifted, trucked and set down again. When your needs change, your Nestz can move with them.",
  },
];

/** Who a Nestz is for, with an open door for bigger projects. */
export function MicroHousing() {
  return (
    <section aria-labelledby="micro-heading" className="render-when-near bg-sky-soft/70">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="micro-heading" className="text-3xl sm:text-4xl">
          Micro-housing that shows up ready
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {audiences.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-xl">{item.title}</h3>
              <p className="mt-2">{item.body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <p className="text-lg">Planning a civic or corporate project? Let's talk numbers and timelines.</p>
          <LinkButton to="/Contact">Start a project conversation</LinkButton>
        </div>
        <p className="mt-4 text-lg">
          Needed for a season rather than for good?{" "}
          <Link to="/Rent" className="underline underline-offset-4">
            Rent a Nestz
          </Link>{" "}
          by the day, week or month.
        </p>
      </div>
    </section>
  );
}
