import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DetailsArt, FaqArt, InquiriesArt, ShopArt, SocialArt, StoryArt } from "#app/components/home/tile-art";
import { FloorPlan } from "#app/components/illustrations/floor-plan";
import { productImages } from "#app/components/illustrations/product-images";
import { UnitExterior } from "#app/components/illustrations/unit-exterior";

const fill = "block h-auto w-full";

/**
 * Every illustration a page shows through <Art>, by name. They are drawn
 * here, on the server, into the HTML; the browser never loads their code.
 */
const pictures = {
  "unit-exterior": () => <UnitExterior className={fill} />,
  "unit-elevation": () => <UnitExterior className={fill} scene={false} />,
  "floor-plan-bedroom": () => <FloorPlan layout="bedroom" className={fill} />,
  "floor-plan-office": () => <FloorPlan layout="office" className={fill} />,
  "floor-plan-kitchen": () => <FloorPlan layout="kitchen" className={fill} />,
  "tile-shop": () => <ShopArt />,
  "tile-story": () => <StoryArt />,
  "tile-details": () => <DetailsArt />,
  "tile-faq": () => <FaqArt />,
  "tile-inquiries": () => <InquiriesArt />,
  "tile-social": () => <SocialArt />,
} satisfies Record<string, () => ReactElement>;

export type ArtName = keyof typeof pictures | keyof typeof productImages;

const rendered = new Map<string, string>();

/**
 * The SVG markup of a picture (memoised: pictures never change while the
 * server runs). `standalone` is for an .svg file: it carries its namespace
 * and, for product pictures, a fixed size.
 */
export function renderArt(name: ArtName, standalone = false): string {
  const key = `${name}:${standalone}`;
  let markup = rendered.get(key);
  if (markup === undefined) {
    const Product = (productImages as Partial<Record<string, (typeof productImages)[string]>>)[name];
    const picture = name in pictures ? pictures[name as keyof typeof pictures]() : Product ? <Product standalone={standalone} /> : null;
    if (!picture) throw new Error(`no picture named ${name}`);
    markup = renderToStaticMarkup(picture);
    if (standalone && !markup.includes("xmlns=")) markup = markup.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"');
    rendered.set(key, markup);
  }
  return markup;
}

export function isArtName(name: string): name is ArtName {
  return name in pictures || name in productImages;
}
