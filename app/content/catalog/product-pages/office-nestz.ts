import type { ContentWords } from "#app/domain/site-words/blocks";

import { band, captionOf, item, productWords } from "./starting-words";

/** The Office Nestz page's starting words (design: `designs/product-pages.ts`); facts in braces. */
export const officeWords: ContentWords = productWords("/Office", {
  description:
    "The {office model} is the base unit: a bright, insulated steel room with a half bath, ready to be an office, studio, retreat or hobby den.",
  eyebrow: "Homes · The base unit",
  lead: "Our base unit: a bright, insulated {unit size} room with a door, {office windows} windows and a half bath. Simple on purpose, so you can make it into almost anything.",
  badge: "Available now, ready for delivery",
  bands: [
    band("glance", "At a glance", [
      item("Footprint"),
      item("Windows"),
      item("Lights"),
      item("Outlets"),
      item("{service volts} V service"),
    ]),
    band(
      "uses",
      "One room, many jobs",
      [
        item("Home office", "A short walk across the garden to work, with a door that closes on the household."),
        item("Studio", "Daylight from three windows for painting, music, sewing or a small recording corner."),
        item(
          "Meditation or retreat room",
          "A calm, uncluttered room for yoga, prayer, reading or simply sitting still.",
        ),
        item("Hobby den", "Somewhere to leave the model railway, the puzzle or the half-built guitar out overnight."),
        item("Craftsman's workshop", "Benches, tools and projects out of the house, under a sound, insulated roof."),
        item("Storage or a shell", "Dry, lockable space for gear, or a solid starting point to finish your own way."),
      ],
      "People buy an {office model} for all kinds of reasons. A few we hear often:",
    ),
    band("included", "What comes with it", [
      item(
        "Door and windows",
        "A full-size door in the end wall and {office windows} double-pane windows: {living windows} along the long side, each {living window size}, and a small awning window in the half bath.",
      ),
      item("Inside", "Plain and practical: {wall color} walls and a {floor} floor, with nothing in your way."),
      item(
        "Half bath",
        "A {toilet} and a hand-wash sink, with no shower. Need one? The {bedroom model} has a full bathroom.",
      ),
      item(
        "Hot water",
        "An on-demand propane water heater is included. Prefer electric? We can fit one on request; it needs {electric water heater amps} amp service.",
      ),
      item(
        "Power and light",
        "{service amps} amp, {service volts} V service with {outlets} outlets and {office lights} lights.",
      ),
      item(
        "Walls and roof",
        "Built on a {frame} and clad in {siding}, with {wall r-value} walls and an {ceiling r-value} ceiling.",
      ),
      item(
        "Room to grow",
        "All {removable sides} sides of a Nestz are removable, so an Office can join other units, now or later, for a bigger space.",
      ),
    ]),
    band(
      "plan",
      "The floor plan",
      [],
      "The half bath sits at one end; the door opens into the main room from the opposite end wall.",
    ),
    captionOf(
      "plan",
      "Drawn to scale. Outside size {unit length} long, {unit width} wide and {unit height} tall. Furniture shown for size only.",
    ),
    band(
      "ideas",
      "Borrow an idea, share yours",
      [],
      "Wondering what a blank room could become? See how other owners have set theirs up, and post a photo of your own so the next person can borrow a trick or two.",
    ),
  ],
  closing: {
    heading: "Call for the price of an {office model}",
    text: "Prices are shared by phone or email, so we can hear what you have in mind and include delivery to your site. Call for Price and talk to a real person from our family business.",
  },
});
