import { bathroom, build, finishes, insulation, models, unit } from "#app/content/facts";
import type { PageLink } from "#app/content/paths";
import { formatRValue } from "#app/domain/common/text";

/** The build stages, in workshop order; each has its own drawing. */
export type BuildStage =
  "frame" | "floor-ceiling" | "walls" | "windows-door" | "bathroom" | "services" | "comfort" | "siding" | "ready";

export interface ConstructionStep {
  stage: BuildStage;
  title: string;
  /** Paragraphs of plain text. */
  body: string[];
  link?: PageLink;
}

const shower = `${bathroom.showerIn.width}" x ${bathroom.showerIn.length}"`;

/** The journey from bare steel to a finished home, one stage at a time. */
export const constructionSteps: ConstructionStep[] = [
  {
    stage: "frame",
    title: "The steel frame",
    body: [
      `It all starts with a ${unit.frame}: four corner posts tied together by a floor assembly below and a ceiling assembly above.`,
      "That frame is the backbone of your home. It is strong enough to be lifted onto a trailer, set down on your land, and even carry a second Nestz stacked on top, and the galvanizing keeps rust away through years of Northwest rain.",
    ],
  },
  {
    stage: "floor-ceiling",
    title: "Floor and ceiling",
    body: [
      `Next comes the floor: ${finishes.floor} that feels warm underfoot, wipes clean in a moment and stands up to chair legs, boots and paws.`,
      "Overhead, white sheet-metal panels close in the ceiling. Ceiling and walls both arrive a crisp white, ready to stay that way or take any color you like.",
    ],
    link: { to: "/Paint", label: "Choose a paint color" },
  },
  {
    stage: "walls",
    title: "Insulated walls",
    body: [
      `The walls are steel panels filled with rock wool, rated ${formatRValue(insulation.walls.rValue)}. We cut the openings for the windows and the door before they go up.`,
      "Rock wool earns its place three ways: it holds the heat in, it hushes the world outside, and it is naturally fire resistant, which is a real comfort when your Nestz sits near the trees.",
    ],
  },
  {
    stage: "windows-door",
    title: "Windows and door",
    body: [
      "Double-pane, low-E windows that open for fresh air go in next, along with an insulated steel door locked by a steel deadbolt.",
      "We fill every gap around the frames with spray foam, then finish the trim with vinyl edging that seals out drafts and driving rain.",
    ],
  },
  {
    stage: "bathroom",
    title: "The bathroom",
    body: [
      `When your Nestz has a bathroom, it is built now: a ${bathroom.toilet} and a hand-wash sink, plumbed to run to a sewer line or a septic system.`,
      `The ${models.bedroom.name} adds a ${shower} shower; the ${models.office.name} keeps a half bath without one. A high window and ${build.bathroomCeilingLights} ceiling lights keep the room bright and private.`,
    ],
    link: { to: "/bathroom", label: "More about the bathroom" },
  },
  {
    stage: "services",
    title: "Wiring, plumbing and power",
    body: [
      "Then the work you will never have to think about: wiring run to a fuse panel, the plumbing, the water heater and a battery pack.",
      "Once this stage is done your Nestz is ready to live in. All it is missing is your furniture.",
    ],
  },
  {
    stage: "comfort",
    title: "Light, heat and cooling",
    body: [
      "Energy-saving LED lights go into the ceiling, followed by a heater made for Pacific Northwest winters, with a thermostat you can set from your phone.",
      "Hot summers where you are? Ask for an air conditioner and we fit that too.",
    ],
  },
  {
    stage: "siding",
    title: "Siding",
    body: [
      "Outside, insulated metal siding with a warm faux-wood finish gives your Nestz its cabin look and wraps it in one more layer of insulation.",
      "Every piece is fastened down firmly, so wind and sideways rain have nothing to grab onto.",
    ],
  },
  {
    stage: "ready",
    title: "Ready for delivery",
    body: [
      "Finished, your Nestz is warm, safe, quiet and comfortable: a real little home, waiting for the flatbed and the ride to your place.",
    ],
    link: { to: "/Delivery", label: "How delivery works" },
  },
];
