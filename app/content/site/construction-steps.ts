import type { ContentWords } from "#app/domain/site-words/blocks";

import { pageInfo } from "./pages";

const page = pageInfo("/Construction");

const step = (title: string, body: string[], link: { to: string; label: string } | null = null) => ({
  title,
  text: body.map((text) => ({ kind: "paragraph" as const, text })),
  link,
});

/**
 * The Construction page's starting words (its design: `designs/construction.ts`):
 * the journey from bare steel to a finished home, one stage at a time, each
 * step beside its drawing. Facts in braces are filled in from `app/content/facts.ts`.
 */
export const constructionWords: ContentWords = {
  seo: { title: page.title, description: page.description },
  hero: {
    eyebrow: "How we build",
    title: page.title,
    lead: "Every Nestz is built under one roof, at our workshop in {workshop}. The parts arrive there, and our own team takes each unit from bare steel all the way to delivery day.",
  },
  parts: [
    {
      id: "welcome",
      heading: "",
      intro: [
        {
          kind: "paragraph",
          text: "Building indoors, one unit at a time, lets us give every joint and seal the care it deserves, and keeps a well-made home within reach. Scroll down to follow one through the workshop.",
        },
      ],
      items: [],
    },
    {
      id: "journey",
      heading: "From steel frame to front door in {build steps} steps",
      intro: [{ kind: "paragraph", text: "Each picture shows the same unit, drawn to scale, as it comes together." }],
      items: [
        step("The steel frame", [
          "It all starts with a {frame}: four corner posts tied together by a floor assembly below and a ceiling assembly above.",
          "That frame is the backbone of your home. It is strong enough to be lifted onto a trailer, set down on your land, and even carry a second Nestz stacked on top, and the galvanizing keeps rust away through years of Northwest rain.",
        ]),
        step(
          "Floor and ceiling",
          [
            "Next comes the floor: {floor} that feels warm underfoot, wipes clean in a moment and stands up to chair legs, boots and paws.",
            "Overhead, white sheet-metal panels close in the ceiling. Ceiling and walls both arrive a crisp white, ready to stay that way or take any color you like.",
          ],
          { to: "/Paint", label: "Choose a paint color" },
        ),
        step("Insulated walls", [
          "The walls are steel panels filled with rock wool, rated {wall r-value}. We cut the openings for the windows and the door before they go up.",
          "Rock wool earns its place three ways: it holds the heat in, it hushes the world outside, and it is naturally fire resistant, which is a real comfort when your Nestz sits near the trees.",
        ]),
        step("Windows and door", [
          "Double-pane, low-E windows that open for fresh air go in next, along with an insulated steel door locked by a steel deadbolt.",
          "We fill every gap around the frames with spray foam, then finish the trim with vinyl edging that seals out drafts and driving rain.",
        ]),
        step(
          "The bathroom",
          [
            "When your Nestz has a bathroom, it is built now: a {toilet} and a hand-wash sink, plumbed to run to a sewer line or a septic system.",
            "The {bedroom model} adds a {shower size} shower; the {office model} keeps a half bath without one. A high window and {bathroom ceiling lights} ceiling lights keep the room bright and private.",
          ],
          { to: "/bathroom", label: "More about the bathroom" },
        ),
        step("Wiring, plumbing and power", [
          "Then the work you will never have to think about: wiring run to a fuse panel, the plumbing, the water heater and a battery pack.",
          "Once this stage is done your Nestz is ready to live in. All it is missing is your furniture.",
        ]),
        step("Light, heat and cooling", [
          "Energy-saving LED lights go into the ceiling, followed by a heater made for Pacific Northwest winters, with a thermostat you can set from your phone.",
          "Hot summers where you are? Ask for an air conditioner and we fit that too.",
        ]),
        step("Siding", [
          "Outside, insulated metal siding with a warm faux-wood finish gives your Nestz its cabin look and wraps it in one more layer of insulation.",
          "Every piece is fastened down firmly, so wind and sideways rain have nothing to grab onto.",
        ]),
        step(
          "Ready for delivery",
          [
            "Finished, your Nestz is warm, safe, quiet and comfortable: a real little home, waiting for the flatbed and the ride to your place.",
          ],
          { to: "/Delivery", label: "How delivery works" },
        ),
      ],
    },
    {
      id: "next",
      heading: "Questions about the build?",
      intro: [
        {
          kind: "paragraph",
          text: "Ask us anything about the build, from the insulation to the wiring. Call or email and one of our family will answer.",
        },
      ],
      items: [],
    },
  ],
};
