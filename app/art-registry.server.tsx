import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { DeliveryMapPanel, mapFileCss } from "#app/components/delivery/delivery-map";
import { mapAlt } from "#app/components/delivery/map-alt";
import { BenefitIcon } from "#app/components/illustrations/benefit-icons";
import { BlankCanvasArt, BuildStageArt } from "#app/components/illustrations/build-stages";
import { ContactPoints } from "#app/components/illustrations/contact-points";
import { DeliveryRig } from "#app/components/illustrations/delivery-rig";
import { DimensionedElevations } from "#app/components/illustrations/dimensioned-elevations";
import { FloorPlan } from "#app/components/illustrations/floor-plan";
import { ModularLayoutArt } from "#app/components/illustrations/modular-layouts";
import { PaintZones } from "#app/components/illustrations/paint-zones";
import { productImages } from "#app/components/illustrations/product-images";
import { QuestionBirds } from "#app/components/illustrations/question-birds";
import { RotaryPhone } from "#app/components/illustrations/rotary-phone";
import { JoinedUnitsPicture } from "#app/components/illustrations/unit-angled";
import { UnitExterior } from "#app/components/illustrations/unit-exterior";
import { DetailsArt, FaqArt, InquiriesArt, ShopArt, SocialArt, StoryArt } from "#app/components/site/home/tile-art";
import { ForestPath } from "#app/components/site/story/forest-path";
import type { ArtName, FloorPlanLayout, PagePictureName, ProductPictureName } from "#app/content/site/picture-names";
import type { DeliveryMap } from "#app/domain/delivery/map";
import type { BenefitIconName } from "#app/domain/site-words/designs/benefits";
import type { BuildStage } from "#app/domain/site-words/designs/construction";
import type { ModularLayout } from "#app/domain/site-words/designs/customize";

/*
 * Every drawing of the site, by name. Only the server imports this module
 * (app/art.server.ts, for entry.server.tsx and /images/<name>.svg; lint holds
 * it): pages name a picture with <Art>, and its drawing code never reaches
 * the browser.
 */

const fill = "block h-auto w-full";

type Draw = () => ReactElement;

/**
 * One entry per key of `keys`, named `${prefix}-${key}`. Taking the keys as a
 * Record makes the compiler insist on every variant a union has.
 */
function variants<P extends string, K extends string>(
  prefix: P,
  keys: Record<K, true>,
  draw: (key: K) => ReactElement,
) {
  const entries = (Object.keys(keys) as K[]).map((key) => [`${prefix}-${key}`, () => draw(key)] as const);
  return Object.fromEntries(entries) as Record<`${P}-${K}`, Draw>;
}

const floorPlans: Record<FloorPlanLayout, true> = { bedroom: true, office: true, kitchen: true };
const buildStages: Record<BuildStage, true> = {
  frame: true,
  "floor-ceiling": true,
  walls: true,
  "windows-door": true,
  bathroom: true,
  services: true,
  comfort: true,
  siding: true,
  ready: true,
};
const modularLayouts: Record<ModularLayout, true> = {
  "end-to-end": true,
  "side-by-side": true,
  stacked: true,
  "roof-porch": true,
  "covered-porch": true,
};
const benefitIcons: Record<BenefitIconName, true> = {
  brush: true,
  tag: true,
  beam: true,
  calendar: true,
  plug: true,
  truck: true,
  chip: true,
  blanket: true,
  tap: true,
  leaf: true,
  pin: true,
  key: true,
  blocks: true,
};

/** What some drawings need that only the server can read: the projected delivery map. */
export interface ArtData {
  deliveryMap: () => DeliveryMap;
}

/**
 * Every illustration a page shows through <Art>, by name, drawn with the
 * props and classes its page used to give it.
 */
function drawings({ deliveryMap }: ArtData) {
  return {
    "unit-exterior": () => <UnitExterior className={fill} />,
    "unit-elevation": () => <UnitExterior className={fill} scene={false} />,
    ...variants("floor-plan", floorPlans, (layout) => <FloorPlan layout={layout} className={fill} />),
    "elevations-row": () => <DimensionedElevations layout="row" className={fill} />,
    "elevations-column": () => <DimensionedElevations layout="column" className={fill} />,
    ...variants("build-stage", buildStages, (stage) => <BuildStageArt stage={stage} className={fill} />),
    "blank-canvas": () => <BlankCanvasArt className={fill} />,
    ...variants("modular-layout", modularLayouts, (layout) => <ModularLayoutArt layout={layout} className={fill} />),
    ...variants("benefit-icon", benefitIcons, (name) => <BenefitIcon name={name} className={fill} />),
    "joined-units": () => <JoinedUnitsPicture className={fill} />,
    "paint-zones": () => <PaintZones className={fill} />,
    "question-birds": () => <QuestionBirds className={fill} />,
    "forest-path": () => <ForestPath className={fill} />,
    "rotary-phone": () => <RotaryPhone className={fill} />,
    "delivery-rig": () => <DeliveryRig className={fill} />,
    "contact-points": () => <ContactPoints className={fill} />,
    // Projected on first use (at build time for the prerendered page).
    "delivery-map-states": () => <DeliveryMapPanel panel={deliveryMap().overview} label={mapAlt.overview} />,
    "delivery-map-pdx": () => {
      const map = deliveryMap();
      return <DeliveryMapPanel panel={map.closeUp} label={mapAlt.closeUp(map)} closeUp />;
    },
    "tile-shop": () => <ShopArt />,
    "tile-story": () => <StoryArt />,
    "tile-details": () => <DetailsArt />,
    "tile-faq": () => <FaqArt />,
    "tile-inquiries": () => <InquiriesArt />,
    "tile-social": () => <SocialArt />,
  } satisfies Record<PagePictureName, Draw>;
}

/**
 * Inline, a drawing's text inherits the page's sans-serif and its Tailwind
 * classes apply; as its own file it has neither, so the file carries them.
 */
const fileFont = `svg{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans",Arial,sans-serif}`;
const fileCss: Partial<Record<PagePictureName, string>> = {
  "delivery-map-states": mapFileCss,
  "delivery-map-pdx": mapFileCss,
};

function isProductName(name: string): name is ProductPictureName {
  return Object.hasOwn(productImages, name);
}

export interface ArtRegistry {
  /**
   * The SVG markup of a picture (memoised: pictures never change while the
   * server runs). `standalone` is for an .svg file: it carries its namespace,
   * its own label and, for product pictures, a fixed size.
   */
  render(name: ArtName, standalone?: boolean): string;
  has(name: string): name is ArtName;
  /** Every name <Art> accepts, for tests. */
  names: readonly ArtName[];
}

export function createArtRegistry(data: ArtData): ArtRegistry {
  const pictures = drawings(data);
  const isPictureName = (name: string): name is PagePictureName => Object.hasOwn(pictures, name);
  const has = (name: string): name is ArtName => isPictureName(name) || isProductName(name);
  const rendered = new Map<string, string>();

  function render(name: ArtName, standalone = false): string {
    const key = `${name}:${standalone}`;
    let markup = rendered.get(key);
    if (markup === undefined) {
      if (isProductName(name)) {
        const Product = productImages[name];
        markup = renderToStaticMarkup(<Product standalone={standalone} />);
      } else if (isPictureName(name)) {
        markup = renderToStaticMarkup(pictures[name]());
        if (standalone) {
          const css = fileFont + (fileCss[name] ?? "");
          markup = markup.replace(/^<svg([^>]*)>/, `<svg xmlns="http://www.w3.org/2000/svg"$1><style>${css}</style>`);
        }
      } else {
        throw new Error(`no picture named ${String(name)}`);
      }
      // Inline, the <Art> wrapper is the image and its alt the name; the drawing's own would only repeat it.
      if (!standalone)
        markup = markup.replace(/^<svg[^>]*>/, (tag) => tag.replace(/ role="img"| aria-label="[^"]*"/g, ""));
      rendered.set(key, markup);
    }
    return markup;
  }

  const names = [...Object.keys(pictures), ...Object.keys(productImages)].filter(has);
  return { render, has, names };
}
