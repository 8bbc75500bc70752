import { exterior, finishes } from "#app/content/facts";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";

import { defineProductPage } from "../products";

/** The page of the custom paint option. */
export const customPaintPage = defineProductPage("custom-paint", {
  eyebrow: "Options · Custom paint",
  lead: [
    `Every Nestz leaves our workshop in crisp ${finishes.walls}. Would you rather have color? Pick any shade from the ${finishes.paintPalette} palette when you order, and your home arrives painted, ready to move in.`,
  ],
  pictureAlt: pictureDescriptions.paintSupplies,
  sections: [
    {
      kind: "steps",
      id: "how",
      title: "How it works",
      tone: "white",
      items: [
        {
          title: "Browse the palette",
          text: `Any color in the ${finishes.paintPalette} palette is yours to choose, from soft neutrals to deep forest greens.`,
        },
        {
          title: "Choose when you order",
          text: "Every Nestz is built to order, so tell us your colors when you place your order and we paint before it leaves the workshop.",
        },
        {
          title: "Mix and match",
          text: "The bathroom and the living area can each have a color of their own: calm in one, bold in the other, or the same throughout.",
        },
        {
          title: "Move straight in",
          text: "Your Nestz arrives painted and ready to live in. No taping, no rollers, no weekend lost to fumes.",
        },
      ],
    },
    {
      kind: "drawing",
      id: "zones",
      title: "Two rooms, two colors",
      intro: "Keep the bathroom bright and fresh and the living area soft and restful, or any pairing you like.",
      picture: {
        name: "paint-zones",
        alt: "A Nestz cut open along its length: the bathroom at the left end painted bright sky blue, the living area beyond the partition painted soft sage green, over a walnut-look floor",
      },
      caption: "A Nestz cut open along its length, drawn to scale. The colors are only an example.",
    },
    {
      kind: "ideas",
      id: "inside-and-out",
      title: "Inside and out",
      tone: "white",
      columns: 2,
      items: [
        {
          title: "The standard finish",
          text: `Without the paint option, your Nestz comes with clean ${finishes.walls} walls and doors over a ${finishes.floor} floor: a calm, bright blank canvas.`,
        },
        {
          title: "The outside",
          text: `The exterior is ${exterior.siding}, which gives every Nestz its cabin look. Picturing a different color outside? Give us a call and we will talk through what is possible for your unit.`,
        },
      ],
    },
  ],
  nextStep: {
    title: "Let's talk color",
    emailSubject: "Custom paint for my Nestz",
    text: "Custom paint is priced by phone or email along with your Nestz. Call for Price, tell us the colors you have in mind, and we will take it from there.",
    links: [
      { to: "/Customize", label: "More ways to customize" },
      { to: "/Specs", label: "See the full specs" },
    ],
  },
});
