import { electrical, finishes, unit } from "#app/content/facts";
import type { PageLink } from "#app/content/paths";
import { formatFeetInches } from "#app/domain/common/units";

export interface CustomOption {
  title: string;
  text: string;
  link?: PageLink;
}

export interface OptionGroup {
  id: string;
  title: string;
  intro: string;
  options: CustomOption[];
}

/** What a buyer can add or change, grouped by what it changes. */
export const optionGroups: OptionGroup[] = [
  {
    id: "rooms",
    title: "Rooms and fittings",
    intro: "Decide what your Nestz is for, then fit it out to match.",
    options: [
      {
        title: "Bathroom",
        text: "A private bathroom with toilet, shower and sink. Or leave it out and keep the whole floor for living.",
        link: { to: "/bathroom", label: "About the bathroom" },
      },
      {
        title: "Kitchen",
        text: "A compact kitchenette with cooktop, sink, refrigerator and freezer, wired and ready to cook on.",
        link: { to: "/Kitchen", label: "About the kitchen" },
      },
      { title: "Bed", text: "A bed sized to the room, in place when your Nestz arrives." },
      { title: "Roof porch", text: "A railed deck on the roof for morning coffee above the garden." },
      { title: "Double-walled window", text: "An extra layer at the window for a quieter, cosier room." },
      { title: "More than one level", text: "Stack units to build up instead of out when land is tight." },
    ],
  },
  {
    id: "comfort",
    title: "Comfort and power",
    intro: "Every Nestz is insulated steel. Tune the heating, cooling, hot water and light to the way you live.",
    options: [
      { title: "Air conditioner", text: "Cool, dry air for the hottest weeks of summer." },
      { title: "Extra heating", text: "More heat for a bigger layout or a colder site." },
      {
        title: "On-demand water heater",
        text: "It comes with every bathroom. Planning a unit with a kitchen but no bathroom? We can add one for the sink.",
      },
      {
        title: "Electric water heater",
        text: `Heat water with electricity instead of propane. It needs ${electrical.electricWaterHeaterAmps} amp service.`,
      },
      { title: "Solar power", text: "Ask us about a solar setup for your site." },
      { title: "Custom lighting", text: "Lights placed and chosen for how you use the room." },
    ],
  },
];

/** Promised for later; shown so buyers can ask to be told. */
export const comingLater: CustomOption[] = [
  { title: "Custom murals", text: "Artwork painted right onto your walls." },
  { title: "Smart-home options", text: "Connected devices you can run from your phone." },
];

export const interior = {
  floor: finishes.floor,
  walls: finishes.walls,
  palette: finishes.paintPalette,
} as const;

export type ModularLayout = "end-to-end" | "side-by-side" | "stacked" | "roof-porch" | "covered-porch";

export interface LayoutIdea {
  layout: ModularLayout;
  title: string;
  text: string;
}

const ft = (feet: number) => `${feet}\u00a0ft`; // no line break between number and unit

/** Ways to put units together, each drawn to scale. */
export const layoutIdeas: LayoutIdea[] = [
  {
    layout: "end-to-end",
    title: "End to end",
    text: `Join two units along their ${ft(unit.nominalWidthFt)} ends for one long, open home about ${ft(unit.nominalLengthFt * 2)} from end to end (${formatFeetInches(unit.lengthFt * 2)} outside).`,
  },
  {
    layout: "side-by-side",
    title: "Side by side",
    text: `Join two units along their ${ft(unit.nominalLengthFt)} sides for a room about ${ft(unit.nominalWidthFt * 2)} wide (${formatFeetInches(unit.widthFt * 2)} outside): space for a living room, a kitchen and a bath.`,
  },
  {
    layout: "stacked",
    title: "Stacked",
    text: `Set one unit on another for two stories, ${formatFeetInches(unit.heightFt * 2)} high, on the footprint of one.`,
  },
  {
    layout: "roof-porch",
    title: "Roof porch",
    text: "Put a railed porch on the roof and climb up for the view.",
  },
  {
    layout: "covered-porch",
    title: "Covered porch",
    text: "A bare steel frame joined to your unit makes a sheltered porch for rainy-day sitting.",
  },
];
