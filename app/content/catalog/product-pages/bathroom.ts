import type { ContentWords } from "#app/domain/site-words/blocks";

import { band, item, productWords } from "./starting-words";

/** The bathroom option's page's starting words (design: `designs/product-pages.ts`); facts in braces. */
export const bathroomWords: ContentWords = productWords("/bathroom", {
  description:
    "A private {bathroom size} bathroom with a macerating toilet, hand-wash sink, {shower size} shower and on-demand hot water. Standard in the Bedroom Nestz; leave it out for more room.",
  eyebrow: "Options · Bathroom",
  lead: "A private {bathroom size} bathroom with a toilet, a sink and a {shower size} shower, tucked into one end of your Nestz so the rest of the room stays open. Hot showers, fresh air and a door that closes.",
  bands: [
    band("glance", "At a glance", [
      item("Bathroom"),
      item("Shower"),
      item("Sewer or septic within"),
      item("Pump lift"),
      item("Longest pump run"),
    ]),
    band("included", "What comes with it", [
      item("Shower", "A {shower size} shower with hot water, big enough to turn around in without crowding the room."),
      item(
        "Toilet",
        "A {toilet}. It grinds and pumps waste away, so it does not rely on gravity to reach your sewer or septic.",
      ),
      item("Sink", "A hand-wash sink with hot and cold water."),
      item(
        "Hot water",
        "An on-demand propane water heater comes with the bathroom and feeds the shower and sink once your Nestz is hooked up. Electric is available on request and needs {electric water heater amps} amp service.",
      ),
      item(
        "Privacy and fresh air",
        "A room of its own with a door, and a high {bathroom window size} awning window. It is hinged at the top and opens outward, so steam escapes while rain and prying eyes stay out.",
      ),
      item("Size", "A compact {bathroom size}, so the rest of your Nestz stays open for living."),
    ]),
    band(
      "hook-up",
      "Hooking it up",
      [
        item(
          "Sewer or septic nearby",
          "Your sewer connection or septic system should be within {sewer reach feet} ft of the unit.",
        ),
        item(
          "The pump does the lifting",
          "The macerating pump can push up to {sewer pump lift feet} ft uphill over a run of up to {sewer pump run feet} ft, so the line does not have to slope downhill all the way.",
        ),
        item(
          "You connect, we advise",
          "You arrange the sewer or septic, water, power and propane hook-ups with local trades; we are happy to explain exactly what each one needs.",
        ),
        item(
          "Check your local rules",
          "Permit rules differ from place to place. Check with your county or city, and call us if you would like help with the questions to ask.",
        ),
      ],
      "A few things to have in place so water runs hot and everything drains away the day you move in.",
    ),
    band("models", "Which Nestz has one", [
      item("", "Comes with the full bathroom: toilet, sink and shower. Or leave it out for a bigger bedroom."),
      item("", "Has a half bath with a toilet and a hand-wash sink, no shower."),
    ]),
  ],
  closing: {
    heading: "Ask us about the bathroom",
    text: "Like every option, the bathroom is priced by phone or email: Call for Price and we will talk through your site, your hook-ups and the model that suits you.",
  },
});
