import { bathroom, electrical, windows } from "#app/content/facts";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";

import { defineProductPage, productOption, readOn, shower } from "../products";

const room = `${bathroom.roomFt.width} ft x ${bathroom.roomFt.length} ft`;

/** The page of the bathroom option. */
export const bathroomPage = defineProductPage("bathroom", {
  eyebrow: "Options · Bathroom",
  lead: [
    `A private ${room} bathroom with a toilet, a sink and a ${shower} shower, tucked into one end of your Nestz so the rest of the room stays open. Hot showers, fresh air and a door that closes.`,
  ],
  pictureAlt: pictureDescriptions.bathroom,
  sections: [
    {
      kind: "figures",
      id: "glance",
      title: "At a glance",
      tone: "white",
      items: [
        { value: `${bathroom.roomFt.width} x ${bathroom.roomFt.length} ft`, label: "Bathroom" },
        { value: shower, label: "Shower" },
        { value: `${bathroom.sewerWithinFt} ft`, label: "Sewer or septic within" },
        { value: `${bathroom.pumpLiftFt} ft`, label: "Pump lift" },
        { value: `${bathroom.pumpRunFt} ft`, label: "Longest pump run" },
      ],
    },
    {
      kind: "specs",
      id: "included",
      title: "What comes with it",
      items: [
        {
          term: "Shower",
          detail: `A ${shower} shower with hot water, big enough to turn around in without crowding the room.`,
        },
        {
          term: "Toilet",
          detail: `A ${bathroom.toilet}. It grinds and pumps waste away, so it does not rely on gravity to reach your sewer or septic.`,
        },
        { term: "Sink", detail: "A hand-wash sink with hot and cold water." },
        {
          term: "Hot water",
          detail: `An on-demand propane water heater comes with the bathroom and feeds the shower and sink once your Nestz is hooked up. Electric is available on request and needs ${electrical.electricWaterHeaterAmps} amp service.`,
        },
        {
          term: "Privacy and fresh air",
          detail: `A room of its own with a door, and a high ${windows.bathroom.widthFt} x ${windows.bathroom.heightFt} ft awning window. It is hinged at the top and opens outward, so steam escapes while rain and prying eyes stay out.`,
        },
        { term: "Size", detail: `A compact ${room}, so the rest of your Nestz stays open for living.` },
      ],
    },
    {
      kind: "steps",
      id: "hook-up",
      title: "Hooking it up",
      tone: "white",
      intro: "A few things to have in place so water runs hot and everything drains away the day you move in.",
      items: [
        {
          title: "Sewer or septic nearby",
          text: `Your sewer connection or septic system should be within ${bathroom.sewerWithinFt} ft of the unit.`,
        },
        {
          title: "The pump does the lifting",
          text: `The macerating pump can push up to ${bathroom.pumpLiftFt} ft uphill over a run of up to ${bathroom.pumpRunFt} ft, so the line does not have to slope downhill all the way.`,
        },
        {
          title: "You connect, we advise",
          text: "You arrange the sewer or septic, water, power and propane hook-ups with local trades; we are happy to explain exactly what each one needs.",
        },
        {
          title: "Check your local rules",
          text: "Permit rules differ from place to place. Check with your county or city, and call us if you would like help with the questions to ask.",
        },
      ],
    },
    {
      kind: "options",
      id: "models",
      title: "Which Nestz has one",
      columns: 2,
      items: [
        productOption(
          "bedroom-nestz",
          "Comes with the full bathroom: toilet, sink and shower. Or leave it out for a bigger bedroom.",
        ),
        productOption("office-nestz", "Has a half bath with a toilet and a hand-wash sink, no shower."),
      ],
    },
  ],
  nextStep: {
    title: "Ask us about the bathroom",
    emailSubject: "Question about the Nestz bathroom",
    text: "Like every option, the bathroom is priced by phone or email: Call for Price and we will talk through your site, your hook-ups and the model that suits you.",
    links: readOn,
  },
});
