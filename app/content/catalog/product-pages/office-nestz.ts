import { bathroom, electrical, exterior, finishes, insulation, models, unit, windows } from "#app/content/facts";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";

import { defineProductPage, modelFigures, readOn } from "../products";

const model = models.office;

/** The page of the Office Nestz. */
export const officeNestzPage = defineProductPage("office-nestz", {
  eyebrow: "Homes · The base unit",
  lead: [
    `Our base unit: a bright, insulated ${unit.nominal} room with a door, ${model.windows} windows and a half bath. Simple on purpose, so you can make it into almost anything.`,
  ],
  badge: "Available now, ready for delivery",
  pictureAlt: pictureDescriptions.unitAngled.office,
  sections: [
    { kind: "figures", id: "glance", title: "At a glance", tone: "white", items: modelFigures(model) },
    {
      kind: "ideas",
      id: "uses",
      title: "One room, many jobs",
      intro: `People buy an ${model.name} for all kinds of reasons. A few we hear often:`,
      items: [
        {
          title: "Home office",
          text: "A short walk across the garden to work, with a door that closes on the household.",
        },
        {
          title: "Studio",
          text: "Daylight from three windows for painting, music, sewing or a small recording corner.",
        },
        {
          title: "Meditation or retreat room",
          text: "A calm, uncluttered room for yoga, prayer, reading or simply sitting still.",
        },
        {
          title: "Hobby den",
          text: "Somewhere to leave the model railway, the puzzle or the half-built guitar out overnight.",
        },
        {
          title: "Craftsman's workshop",
          text: "Benches, tools and projects out of the house, under a sound, insulated roof.",
        },
        {
          title: "Storage or a shell",
          text: "Dry, lockable space for gear, or a solid starting point to finish your own way.",
        },
      ],
    },
    {
      kind: "specs",
      id: "included",
      title: "What comes with it",
      tone: "white",
      items: [
        {
          term: "Door and windows",
          detail: `A full-size door in the end wall and ${model.windows} double-pane windows: ${windows.living.count} along the long side, each ${windows.living.widthFt} ft x ${windows.living.heightFt} ft, and a small awning window in the half bath.`,
        },
        {
          term: "Inside",
          detail: `Plain and practical: ${finishes.walls} walls and a ${finishes.floor} floor, with nothing in your way.`,
        },
        {
          term: "Half bath",
          detail: `A ${bathroom.toilet} and a hand-wash sink, with no shower. Need one? The ${models.bedroom.name} has a full bathroom.`,
        },
        {
          term: "Hot water",
          detail: `An on-demand propane water heater is included. Prefer electric? We can fit one on request; it needs ${electrical.electricWaterHeaterAmps} amp service.`,
        },
        {
          term: "Power and light",
          detail: `${electrical.amps} amp, ${electrical.volts} V service with ${electrical.outlets} outlets and ${model.lights} lights.`,
        },
        {
          term: "Walls and roof",
          detail: `Built on a ${unit.frame} and clad in ${exterior.siding}, with R${insulation.walls.rValue} walls and an R${insulation.ceiling.rValue} ceiling.`,
        },
        {
          term: "Room to grow",
          detail: `All ${unit.removableSides} sides of a Nestz are removable, so an Office can join other units, now or later, for a bigger space.`,
        },
      ],
    },
    {
      kind: "plan",
      id: "plan",
      title: "The floor plan",
      intro: "The half bath sits at one end; the door opens into the main room from the opposite end wall.",
      layout: "office",
      label: `${model.name} floor plan`,
    },
    {
      kind: "invitation",
      id: "ideas",
      title: "Borrow an idea, share yours",
      tone: "mist",
      text: "Wondering what a blank room could become? See how other owners have set theirs up, and post a photo of your own so the next person can borrow a trick or two.",
      action: { to: "/Social", label: "Visit Social Nestz" },
    },
  ],
  nextStep: {
    title: `Call for the price of an ${model.name}`,
    emailSubject: `${model.name}: price and availability`,
    text: "Prices are shared by phone or email, so we can hear what you have in mind and include delivery to your site. Call for Price and talk to a real person from our family business.",
    links: readOn,
  },
});
