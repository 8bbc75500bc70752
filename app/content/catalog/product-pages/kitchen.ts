import type { ContentWords } from "#app/domain/site-words/blocks";

import { band, captionOf, item, productWords } from "./starting-words";

/** The kitchen option's page's starting words (design: `designs/product-pages.ts`); facts in braces. */
export const kitchenWords: ContentWords = productWords("/Kitchen", {
  description:
    'A compact {kitchen width inches}" kitchenette with a two-burner ceramic cooktop, sink, refrigerator and freezer, wired and ready in your Nestz.',
  eyebrow: "Options · Kitchen",
  lead: "Cook, wash up and keep food cold with one compact unit just {kitchen width inches} inches wide: a {cooktop burners}-burner ceramic cooktop, a sink, and a refrigerator with a freezer. Ideal for guests who stay a while.",
  bands: [
    band("glance", "At a glance", [
      item("Wide"),
      item("Deep"),
      item("Cooktop burners"),
      item("{kitchen amps} amp circuit, provided"),
    ]),
    band("included", "What comes with it", [
      item(
        "Cooktop",
        "A {cooktop burners}-burner electric ceramic cooktop: enough for a pot of coffee and a pan of eggs, and a smooth top that wipes clean.",
      ),
      item("Sink", "A sink with a faucet, right beside the cooktop, for washing up and filling the kettle."),
      item(
        "Refrigerator and freezer",
        "Both tucked under the counter, so cold food and ice take no extra floor space.",
      ),
      item(
        "All in one",
        'Everything comes together in a single unit {kitchen width inches}" wide and {kitchen depth inches}" deep, which stands neatly against a wall.',
      ),
      item(
        "Power",
        "It runs on {kitchen volts} V at {kitchen amps} amp, and we provide that circuit as part of the option. Nothing extra for you to wire.",
      ),
    ]),
    band(
      "plan",
      "Where it goes",
      [],
      "In this layout the kitchen stands against the bathroom wall, with the bed at the far end of the room.",
    ),
    captionOf(
      "plan",
      'Drawn to scale. The kitchen is {kitchen width inches}" wide and {kitchen depth inches}" deep; the whole unit is {unit length} long and {unit width} wide outside. Furniture shown for size only.',
    ),
    band("pairs", "Goes well with", [
      item("", "Add the kitchen to a ready-to-sleep room and you have a small home for longer stays."),
      item("", "Toilet, sink and a hot shower in a private room at one end."),
    ]),
  ],
  closing: {
    heading: "Ask us about the kitchen",
    text: "The kitchen is priced by phone or email, together with your Nestz and its delivery. Call for Price and we will help you plan a layout that works.",
  },
});
