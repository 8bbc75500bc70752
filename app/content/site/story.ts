/** The founders' path to Nestz, in order. */
export const storyChapters = [
  {
    title: "A home in the hillside",
    body: "It began with a dream home dug into the Columbia River Gorge: a planted roof, solar power and geothermal heat, tucked into the land instead of sitting on it.",
  },
  {
    title: "A line on a map",
    body: "A government agency held an easement across the property, and the plans could not be approved. The dream needed somewhere else to land.",
  },
  {
    title: "A tent on the lava",
    body: "Next came a lot on a Hawaiian lava field, with a plan to camp there while building. One windy, rain-soaked night in a tent settled that question for good.",
  },
  {
    title: "The container that wouldn't cooperate",
    body: "Lumber on the island cost a fortune, so one of the founders started converting a shipping container to send over. Cutting, insulating and finishing steel that was never meant to be a home proved slow and costly.",
  },
  {
    title: "Homes that click together",
    body: "Then he found factory-made modular houses, designed from the start to be lived in, that assemble like building blocks. Everything the container fought against, these did easily.",
  },
  {
    title: "A list that kept growing",
    body: "The two founders started listing what such a unit could be: a mobile hotel room, an office or studio, a short-term rental, affordable housing for people on low incomes, emergency shelter, a place for an aging parent close to family.",
  },
  {
    title: "Bringing it home",
    body: "So they brought the idea home to the {region}, built it to local code and gave it a name: Nestz.",
  },
] as const;
