import { electrical, kitchen, kitchenDetails, unit } from "#app/content/facts";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import { formatFeetInches } from "#app/domain/common/units";

import { defineProductPage, productOption, readOn } from "../products";

const size = `${kitchen.widthIn}" wide and ${kitchen.depthIn}" deep`;

/** The page of the kitchen option. */
export const kitchenPage = defineProductPage("kitchen", {
  eyebrow: "Options · Kitchen",
  lead: [
    `Cook, wash up and keep food cold with one compact unit just ${kitchen.widthIn} inches wide: a ${kitchenDetails.cooktopBurners}-burner ceramic cooktop, a sink, and a refrigerator with a freezer. Ideal for guests who stay a while.`,
  ],
  pictureAlt: pictureDescriptions.kitchenette,
  sections: [
    {
      kind: "figures",
      id: "glance",
      title: "At a glance",
      tone: "white",
      items: [
        { value: `${kitchen.widthIn}"`, label: "Wide" },
        { value: `${kitchen.depthIn}"`, label: "Deep" },
        { value: String(kitchenDetails.cooktopBurners), label: "Cooktop burners" },
        { value: `${electrical.kitchenVolts} V`, label: `${electrical.kitchenAmps} amp circuit, provided` },
      ],
    },
    {
      kind: "specs",
      id: "included",
      title: "What comes with it",
      items: [
        {
          term: "Cooktop",
          detail: `A ${kitchenDetails.cooktopBurners}-burner electric ceramic cooktop: enough for a pot of coffee and a pan of eggs, and a smooth top that wipes clean.`,
        },
        {
          term: "Sink",
          detail: "A sink with a faucet, right beside the cooktop, for washing up and filling the kettle.",
        },
        {
          term: "Refrigerator and freezer",
          detail: "Both tucked under the counter, so cold food and ice take no extra floor space.",
        },
        {
          term: "All in one",
          detail: `Everything comes together in a single unit ${size}, which stands neatly against a wall.`,
        },
        {
          term: "Power",
          detail: `It runs on ${electrical.kitchenVolts} V at ${electrical.kitchenAmps} amp, and we provide that circuit as part of the option. Nothing extra for you to wire.`,
        },
      ],
    },
    {
      kind: "plan",
      id: "plan",
      title: "Where it goes",
      tone: "white",
      intro: "In this layout the kitchen stands against the bathroom wall, with the bed at the far end of the room.",
      layout: "kitchen",
      label: "Floor plan of a Nestz with the kitchen",
      caption: `Drawn to scale. The kitchen is ${size}; the whole unit is ${formatFeetInches(unit.lengthFt)} long and ${formatFeetInches(unit.widthFt)} wide outside. Furniture shown for size only.`,
    },
    {
      kind: "options",
      id: "pairs",
      title: "Goes well with",
      columns: 2,
      items: [
        productOption(
          "bedroom-nestz",
          "Add the kitchen to a ready-to-sleep room and you have a small home for longer stays.",
        ),
        productOption("bathroom", "Toilet, sink and a hot shower in a private room at one end."),
      ],
    },
  ],
  nextStep: {
    title: "Ask us about the kitchen",
    emailSubject: "Question about the Nestz kitchen",
    text: "The kitchen is priced by phone or email, together with your Nestz and its delivery. Call for Price and we will help you plan a layout that works.",
    links: readOn,
  },
});
