import type { ContentWords } from "#app/domain/site-words/blocks";

import { band, captionOf, item, productWords } from "./starting-words";

/** The custom paint option's page's starting words (design: `designs/product-pages.ts`); facts in braces. */
export const paintWords: ContentWords = productWords("/Paint", {
  description:
    "Every Nestz is built to order, so it can arrive in any {paint palette} color you choose, with the bathroom and the main room in different colors if you like.",
  eyebrow: "Options · Custom paint",
  lead: "Every Nestz leaves our workshop in crisp {wall color}. Would you rather have color? Pick any shade from the {paint palette} palette when you order, and your home arrives painted, ready to move in.",
  bands: [
    band("how", "How it works", [
      item(
        "Browse the palette",
        "Any color in the {paint palette} palette is yours to choose, from soft neutrals to deep forest greens.",
      ),
      item(
        "Choose when you order",
        "Every Nestz is built to order, so tell us your colors when you place your order and we paint before it leaves the workshop.",
      ),
      item(
        "Mix and match",
        "The bathroom and the living area can each have a color of their own: calm in one, bold in the other, or the same throughout.",
      ),
      item(
        "Move straight in",
        "Your Nestz arrives painted and ready to live in. No taping, no rollers, no weekend lost to fumes.",
      ),
    ]),
    band(
      "zones",
      "Two rooms, two colors",
      [],
      "Keep the bathroom bright and fresh and the living area soft and restful, or any pairing you like.",
    ),
    captionOf("zones", "A Nestz cut open along its length, drawn to scale. The colors are only an example."),
    band("inside-and-out", "Inside and out", [
      item(
        "The standard finish",
        "Without the paint option, your Nestz comes with clean {wall color} walls and doors over a {floor} floor: a calm, bright blank canvas.",
      ),
      item(
        "The outside",
        "The exterior is {siding}, which gives every Nestz its cabin look. Picturing a different color outside? Give us a call and we will talk through what is possible for your unit.",
      ),
    ]),
  ],
  closing: {
    heading: "Let's talk color",
    text: "Custom paint is priced by phone or email along with your Nestz. Call for Price, tell us the colors you have in mind, and we will take it from there.",
  },
});
