import { bathroom, electrical, kitchen, kitchenDetails, models } from "#app/content/facts";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import type { ProductPageKey } from "#app/domain/site-words/designs/product-pages";

import { modelFigures, productCard, type ProductPageLayout, productPageLayout, readOn } from "./products";

/**
 * What each product page shows besides the owner's words, by its page key:
 * the figures' values (read from facts.ts; the owner writes the words under
 * them), the floor plans, the products its cards lead to, its drawings and
 * buttons. Each band's id is its place in the page's design.
 */
export const productLayouts = {
  bedroom: productPageLayout("bedroom-nestz", {
    pictureAlt: pictureDescriptions.unitAngled.bedroom,
    bands: {
      glance: {
        kind: "figures",
        values: [...modelFigures(models.bedroom).map((figure) => figure.value), `~${models.bedroom.assemblyHours} hrs`],
      },
      plan: { kind: "plan", layout: "bedroom", label: `${models.bedroom.name} floor plan` },
      options: {
        kind: "options",
        cards: [
          productCard("bathroom"),
          productCard("custom-paint", "Custom paint"),
          productCard("kitchen"),
          {
            to: "/Customize",
            title: "Join units",
            drawing: { name: "joined-units", alt: pictureDescriptions.joinedUnits },
          },
        ],
      },
    },
    nextStep: { emailSubject: `${models.bedroom.name}: price and delivery`, links: readOn },
  }),
  office: productPageLayout("office-nestz", {
    pictureAlt: pictureDescriptions.unitAngled.office,
    bands: {
      glance: { kind: "figures", values: modelFigures(models.office).map((figure) => figure.value) },
      plan: { kind: "plan", layout: "office", label: `${models.office.name} floor plan` },
      ideas: { kind: "invitation", action: { to: "/Social", label: "Visit Social Nestz" } },
    },
    nextStep: { emailSubject: `${models.office.name}: price and availability`, links: readOn },
  }),
  bathroom: productPageLayout("bathroom", {
    pictureAlt: pictureDescriptions.bathroom,
    bands: {
      glance: {
        kind: "figures",
        values: [
          `${bathroom.roomFt.width} x ${bathroom.roomFt.length} ft`,
          `${bathroom.showerIn.width}" x ${bathroom.showerIn.length}"`,
          `${bathroom.sewerWithinFt} ft`,
          `${bathroom.pumpLiftFt} ft`,
          `${bathroom.pumpRunFt} ft`,
        ],
      },
      models: { kind: "options", cards: [productCard("bedroom-nestz"), productCard("office-nestz")] },
    },
    nextStep: { emailSubject: "Question about the Nestz bathroom", links: readOn },
  }),
  kitchen: productPageLayout("kitchen", {
    pictureAlt: pictureDescriptions.kitchenette,
    bands: {
      glance: {
        kind: "figures",
        values: [
          `${kitchen.widthIn}"`,
          `${kitchen.depthIn}"`,
          String(kitchenDetails.cooktopBurners),
          `${electrical.kitchenVolts} V`,
        ],
      },
      plan: { kind: "plan", layout: "kitchen", label: "Floor plan of a Nestz with the kitchen" },
      pairs: { kind: "options", cards: [productCard("bedroom-nestz"), productCard("bathroom")] },
    },
    nextStep: { emailSubject: "Question about the Nestz kitchen", links: readOn },
  }),
  paint: productPageLayout("custom-paint", {
    pictureAlt: pictureDescriptions.paintSupplies,
    bands: {
      zones: {
        kind: "drawing",
        picture: {
          name: "paint-zones",
          alt: "A Nestz cut open along its length: the bathroom at the left end painted bright sky blue, the living area beyond the partition painted soft sage green, over a walnut-look floor",
        },
      },
    },
    nextStep: {
      emailSubject: "Custom paint for my Nestz",
      links: [
        { to: "/Customize", label: "More ways to customize" },
        { to: "/Specs", label: "See the full specs" },
      ],
    },
  }),
} satisfies Record<ProductPageKey, ProductPageLayout>;
