import { Art, usePictureFile } from "#app/components/art/art";
import { DrawingImage } from "#app/components/art/drawing-image";
import { WordsText } from "#app/components/site/words-text";
import { Link } from "#app/components/ui/link";
import type { SiteHref } from "#app/content/paths";
import type { ArtName, ProductPictureName } from "#app/content/site/picture-names";
import type { TextBlock } from "#app/domain/site-words/blocks";

export interface OptionCard {
  to: SiteHref;
  title: string;
  /** The owner's words about it. */
  text: readonly TextBlock[];
  /** A product picture served from /images/<name>.svg. */
  image?: ProductPictureName;
  /** Or a drawing inlined in the page, for pictures that are not products. */
  drawing?: { name: ArtName; alt: string };
}

// Beside the text on phones, above it from the small breakpoint up.
const picture =
  "h-auto w-28 shrink-0 self-start border-r border-stone-200 sm:w-full sm:border-r-0 sm:border-b [&_svg]:block";

/** Links to the options and pages that change a Nestz, each with its picture. */
export function OptionCards({ items, columns = 4 }: { items: readonly OptionCard[]; columns?: 2 | 4 }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "max-w-4xl"}`}>
      {items.map((item) => (
        <li
          key={item.to}
          className="group relative flex overflow-hidden rounded-2xl border border-stone-200 bg-white sm:flex-col"
        >
          {item.drawing ? (
            <div className={picture}>
              <Art name={item.drawing.name} alt={item.drawing.alt} className="h-auto w-full" />
            </div>
          ) : null}
          {item.image ? <ProductPicture name={item.image} /> : null}
          <div className="flex flex-1 flex-col p-4 sm:p-5">
            <h3 className="text-xl">
              <Link
                to={item.to}
                className="text-evergreen-900 no-underline after:absolute after:inset-0 group-hover:underline"
              >
                {item.title}
              </Link>
            </h3>
            <WordsText blocks={item.text} className="mt-2 text-stone-700" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function ProductPicture({ name }: { name: ProductPictureName }) {
  return <DrawingImage src={usePictureFile(name)} alt="" width={640} height={480} className={picture} />;
}
