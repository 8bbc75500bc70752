import type { ContentWords } from "#app/domain/site-words/blocks";

import { band, captionOf, item, productWords } from "./starting-words";

/** The Bedroom Nestz page's starting words (design: `designs/product-pages.ts`); facts in braces. */
export const bedroomWords: ContentWords = productWords("/bedroom", {
  description:
    "The {bedroom model}: an insulated sleeping room with its own bathroom and shower, {bedroom lights} lights, {outlets} outlets and {service amps} amp service, ready the day it arrives. You bring the bed.",
  eyebrow: "Homes · Bedroom model",
  lead: "A snug, insulated {unit size} bedroom that is ready the day it arrives. We take care of the walls, windows, wiring and light; you bring the bed and make it home.",
  bands: [
    band("glance", "At a glance", [
      item("Footprint"),
      item("Windows"),
      item("Lights"),
      item("Outlets"),
      item("{service volts} V service"),
      item("On-site assembly"),
    ]),
    band(
      "included",
      "What comes with it",
      [
        item("Outside", "Clad in {siding} on a {frame}: the look of a cabin, with steel underneath."),
        item(
          "Windows and door",
          "{bedroom windows} double-pane windows: {living windows} in the bedroom, each {living window size}, and a {bathroom window size} awning window in the bathroom. A full-size door opens onto the long side.",
        ),
        item(
          "Inside",
          "Bright {wall color} walls over a {floor} floor. The room is ready for a bed; you bring the furniture.",
        ),
        item(
          "Bathroom",
          "A private room with a {toilet}, a hand-wash sink and a {shower size} shower, with hot water from an on-demand propane heater. Rather have the space? Order it without one.",
        ),
        item(
          "Power and light",
          "{service amps} amp, {service volts} V service with {outlets} outlets and {bedroom lights} lights. Custom lighting is available too; just ask.",
        ),
        item(
          "Warmth",
          "{wall r-value} walls and an {ceiling r-value} ceiling keep the room quiet and cozy through a Northwest winter.",
        ),
        item(
          "Set-up",
          "About {bedroom assembly hours} hours of assembly on site, so you can sleep in it the day it arrives.",
        ),
      ],
      "Every {bedroom model} is built to order in {workshop} and arrives finished, not as a kit.",
    ),
    band(
      "plan",
      "The floor plan",
      [],
      "The bathroom sits at one end behind its own door, and the rest is bedroom, with light from both windows.",
    ),
    captionOf(
      "plan",
      "Drawn to scale. Outside size {unit length} long, {unit width} wide and {unit height} tall. Furniture shown for size only.",
    ),
    band("suits", "Who it suits", [
      item("A guest room out back", "Give visitors a door of their own and keep the house calm."),
      item(
        "Room for family",
        "A mother-in-law unit or ADU that keeps the people you love close, with privacy on both sides.",
      ),
      item("A stay to rent", "A tidy, self-contained room for short-stay guests or a festival suite."),
    ]),
    band("options", "Make it yours", [
      item("", "Toilet, sink and shower in a private room, or leave it out for a bigger bedroom."),
      item("", "Any color you like inside, chosen when you order. The bathroom can have a color of its own."),
      item("", "A compact cooktop, sink and fridge-freezer for longer stays."),
      item("", "Set Nestz side by side for a wider home, or stack one on top for a second story."),
    ]),
  ],
  closing: {
    heading: "Call for the price of your {bedroom model}",
    text: "We quote every home personally, by phone or email, so we can talk through your site, the options you want and delivery. Call for Price and a real person from our family business will pick up.",
  },
});
