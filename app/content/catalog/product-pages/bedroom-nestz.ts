import {
  bathroom,
  company,
  electrical,
  exterior,
  finishes,
  insulation,
  models,
  unit,
  windows,
} from "#app/content/facts";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";

import { defineProductPage, modelFigures, productOption, readOn, shower } from "../products";

const model = models.bedroom;

/** The page of the Bedroom Nestz. */
export const bedroomNestzPage = defineProductPage("bedroom-nestz", {
  eyebrow: "Homes · Bedroom model",
  lead: [
    `A snug, insulated ${unit.nominal} bedroom that is ready the day it arrives. We take care of the walls, windows, wiring and light; you bring the bed and make it home.`,
  ],
  pictureAlt: pictureDescriptions.unitAngled.bedroom,
  sections: [
    {
      kind: "figures",
      id: "glance",
      title: "At a glance",
      tone: "white",
      items: [...modelFigures(model), { value: `~${model.assemblyHours} hrs`, label: "On-site assembly" }],
    },
    {
      kind: "specs",
      id: "included",
      title: "What comes with it",
      intro: `Every ${model.name} is built to order in ${company.workshop} and arrives finished, not as a kit.`,
      items: [
        {
          term: "Outside",
          detail: `Clad in ${exterior.siding} on a ${unit.frame}: the look of a cabin, with steel underneath.`,
        },
        {
          term: "Windows and door",
          detail: `${model.windows} double-pane windows: ${windows.living.count} in the bedroom, each ${windows.living.widthFt} ft x ${windows.living.heightFt} ft, and a ${windows.bathroom.widthFt} x ${windows.bathroom.heightFt} ft awning window in the bathroom. A full-size door opens onto the long side.`,
        },
        {
          term: "Inside",
          detail: `Bright ${finishes.walls} walls over a ${finishes.floor} floor. The room is ready for a bed; you bring the furniture.`,
        },
        {
          term: "Bathroom",
          detail: `A private room with a ${bathroom.toilet}, a hand-wash sink and a ${shower} shower, with hot water from an on-demand propane heater. Rather have the space? Order it without one.`,
        },
        {
          term: "Power and light",
          detail: `${electrical.amps} amp, ${electrical.volts} V service with ${electrical.outlets} outlets and ${model.lights} lights. Custom lighting is available too; just ask.`,
        },
        {
          term: "Warmth",
          detail: `R${insulation.walls.rValue} walls and an R${insulation.ceiling.rValue} ceiling keep the room quiet and cozy through a Northwest winter.`,
        },
        {
          term: "Set-up",
          detail: `About ${model.assemblyHours} hours of assembly on site, so you can sleep in it the day it arrives.`,
        },
      ],
    },
    {
      kind: "plan",
      id: "plan",
      title: "The floor plan",
      tone: "white",
      intro: "The bathroom sits at one end behind its own door, and the rest is bedroom, with light from both windows.",
      layout: "bedroom",
      label: `${model.name} floor plan`,
    },
    {
      kind: "ideas",
      id: "suits",
      title: "Who it suits",
      items: [
        { title: "A guest room out back", text: "Give visitors a door of their own and keep the house calm." },
        {
          title: "Room for family",
          text: "A mother-in-law unit or ADU that keeps the people you love close, with privacy on both sides.",
        },
        { title: "A stay to rent", text: "A tidy, self-contained room for short-stay guests or a festival suite." },
      ],
    },
    {
      kind: "options",
      id: "options",
      title: "Make it yours",
      tone: "white",
      items: [
        productOption("bathroom", "Toilet, sink and shower in a private room, or leave it out for a bigger bedroom."),
        productOption(
          "custom-paint",
          "Any color you like inside, chosen when you order. The bathroom can have a color of its own.",
          "Custom paint",
        ),
        productOption("kitchen", "A compact cooktop, sink and fridge-freezer for longer stays."),
        {
          to: "/Customize",
          title: "Join units",
          text: "Set Nestz side by side for a wider home, or stack one on top for a second story.",
          drawing: { name: "joined-units", alt: pictureDescriptions.joinedUnits },
        },
      ],
    },
  ],
  nextStep: {
    title: `Call for the price of your ${model.name}`,
    emailSubject: `${model.name}: price and delivery`,
    text: "We quote every home personally, by phone or email, so we can talk through your site, the options you want and delivery. Call for Price and a real person from our family business will pick up.",
    links: readOn,
  },
});
