import { Art, type ArtName } from "#app/components/art/art";
import { Link } from "#app/components/ui/link";
import { directoryTiles } from "#app/content/site/directory";
import type { HomeTile } from "#app/domain/site-words/blocks";

const tileArt: Record<number, ArtName> = {
  1: "tile-shop",
  2: "tile-story",
  3: "tile-details",
  4: "tile-faq",
  5: "tile-inquiries",
  6: "tile-social",
};

/** The six-tile directory: each whole tile is one link, large tiles span two columns; the owner names them. */
export function Directory({ tiles }: { tiles: readonly HomeTile[] }) {
  return (
    <section aria-labelledby="directory-heading" className="render-when-near bg-paper">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="directory-heading" className="text-3xl sm:text-4xl">
          Find your way around
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {directoryTiles.map((place, index) => {
            const tile = { ...place, ...tiles[index] };
            const art = tileArt[tile.id];
            return (
              <li key={tile.id} className={tile.size === "large" ? "md:col-span-2" : ""}>
                <Link
                  id={`tile-${tile.id}`}
                  data-size={tile.size}
                  to={tile.to}
                  prefetch="intent"
                  className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white no-underline shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
                >
                  <div
                    className={`aspect-[5/3] overflow-hidden border-b border-stone-200 md:aspect-auto md:h-52 ${
                      tile.id === 3 ? "bg-paper p-3" : ""
                    }`}
                  >
                    {art ? <Art name={art} alt="" className="h-full w-full object-cover [&>svg]:h-full" /> : null}
                  </div>
                  <div className="flex flex-1 items-end justify-between gap-4 p-5">
                    <div>
                      <h3 className="text-2xl text-evergreen-900 group-hover:underline group-hover:underline-offset-4">
                        {tile.title}
                      </h3>
                      <p className="mt-1 text-sm font-semibold tracking-[0.1em] text-cedar-700 uppercase">
                        {tile.subtitle}
                      </p>
                    </div>
                    <span
                      aria-hidden="true"
                      className="text-2xl text-evergreen-700 transition group-hover:translate-x-1"
                    >
                      →
                    </span>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
