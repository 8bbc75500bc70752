import { modelFigures } from "#app/content/catalog/products";
import { specSheetModels, specSheets } from "#app/content/documents/documents";
import {
  bathroom,
  company,
  compliance,
  delivery,
  deliveryService,
  electrical,
  finishes,
  footing,
  insulation,
  models,
  setup,
  unit,
} from "#app/content/facts";
import { availabilityLabels, outsideDimensions, specGroupsOf } from "#app/content/site/specs";
import { formatCentsShort } from "#app/domain/common/money";
import { capitalise, formatRValue, joinList } from "#app/domain/common/text";
import type { SpecSheetSlug } from "#app/domain/documents/views";
import type { PublicConfig } from "#app/domain/site/public-config";
import type { ContentWords } from "#app/domain/site-words/blocks";

import type { PdfInfo } from "./frame.server";

/**
 * What a model's spec sheet says, as plain data. Every figure is read from
 * the modules the pages read (facts.ts, the /Specs page's spec table as the
 * owner last published it, the product pages' key figures), so a changed fact
 * or row changes the page and the sheet together; spec-sheet.server.tsx only
 * lays this out.
 */
export interface SpecSheetContent {
  info: PdfInfo;
  eyebrow: string;
  title: string;
  lead: string;
  figures: { label: string; lines: string[] }[];
  included: string[];
  groups: { title: string; rows: [feature: string, detail: string, availability: string][] }[];
  utilities: string[];
  code: string[];
  deliveryRules: string[];
  quote: string[];
}

/**
 * The /Specs page's words as guests read them (facts filled in) and a digest that changes with
 * them: the sheets repeat the page's table. The site's words are read by the caller, since the
 * PDF layer holds no domain of its own.
 */
export interface SpecsWords {
  words: ContentWords;
  key: string;
}

/** `specs`: the /Specs page's words as guests read them (`shownWords("specs")`), whose spec table the sheet repeats. */
export function specSheetContent(slug: SpecSheetSlug, config: PublicConfig, specs: ContentWords): SpecSheetContent {
  const key = specSheetModels[slug];
  const model = models[key];
  const site = config.publicUrl;
  const hasShower = key === "bedroom";
  return {
    info: {
      title: specSheets[slug].title,
      subject: `Dimensions, utilities, insulation, code, delivery and options of the ${model.name}`,
      keywords: [company.brand, model.name, "tiny home", "modular home", "spec sheet", compliance.code],
    },
    eyebrow: "Spec sheet",
    title: model.name,
    lead:
      key === "bedroom"
        ? `An insulated ${unit.nominal} bedroom with its own bathroom and shower, finished in our ${company.workshop} workshop and ready to sleep in the day it arrives.`
        : `The base ${unit.nominal} unit: a bright, insulated steel room with a half bath, ready to be an office, a studio, a retreat or whatever you need it to be.`,
    figures: [
      { label: "Outside dimensions", lines: [outsideDimensions] },
      ...modelFigures(model).map((figure) => ({ label: figure.label, lines: [figure.value] })),
      {
        label: "Insulation",
        lines: [`${formatRValue(insulation.walls.rValue)} walls, ${formatRValue(insulation.ceiling.rValue)} ceiling`],
      },
      { label: "Built to", lines: [`${compliance.code}, with a ${compliance.stamp} stamp`] },
    ],
    included: [
      `A ${unit.frame}, clad in insulated metal with a faux-wood finish`,
      `${model.windows} double-pane windows and an insulated steel door with a steel deadbolt`,
      `A bathroom with a ${model.bathroom}`,
      `${electrical.amps} amp, ${electrical.volts} V service with ${electrical.outlets} outlets and ${model.lights} lights`,
      capitalise(finishes.heater),
      capitalise(finishes.waterHeater),
      `${capitalise(finishes.floor)} floor, with ${finishes.walls} walls and ceiling ready to paint`,
      ...("assemblyHours" in model
        ? [`About ${model.assemblyHours} hours of assembly on site, so it is usable the day it arrives`]
        : []),
    ],
    groups: specGroupsOf(specs).map((group) => ({
      title: group.title,
      rows: group.items
        .filter((item) => !item.models || item.models.includes(key))
        .map((item) => [
          item.feature,
          item.detail,
          item.note ? `${availabilityLabels[item.availability]}: ${item.note}` : availabilityLabels[item.availability],
        ]),
    })),
    utilities: [
      `Power: a ${electrical.amps} amp, ${electrical.volts} V supply. An electric water heater in place of propane needs ${electrical.electricWaterHeaterAmps} amp service.`,
      `Sewer or septic within ${bathroom.sewerWithinFt} ft; the pump lifts ${bathroom.pumpLiftFt} ft over a run of up to ${bathroom.pumpRunFt} ft.`,
      hasShower
        ? "Hot water for the shower and sink from the on-demand propane heater, once water and gas are connected."
        : "Hot water for the sink from the on-demand propane heater, once water and gas are connected.",
      `You arrange the ${joinList(deliveryService.buyerArranges)} connections; we are glad to advise.`,
    ],
    code: [
      `Built to ${compliance.code}, with a ${compliance.stamp} stamp.`,
      `As a rental, meant for under ${compliance.rentalMaxDays} days of continuous occupancy.`,
      "Permit rules vary from place to place: check with your city or county, and we will help you through it.",
    ],
    deliveryRules: [
      `To ${joinList(delivery.states.map((code) => delivery.stateNames[code]))} only.`,
      `A flat ${formatCentsShort(delivery.flatFeeCents)} within ${delivery.flatRadiusMiles} miles of ${delivery.origin.name}, then ${formatCentsShort(delivery.perMileCents)} for each mile past the first ${delivery.flatRadiusMiles}, measured in a straight line.`,
      `Carried on our ${deliveryService.trailer} and placed with our ${deliveryService.forklift} ${deliveryService.forkliftKind} wherever it can reach.`,
      `The ground must be level, or carry a level structure: ${unit.contactPointsPerUnit} contact points (the ${footing.cornerPoints} corners and ${footing.midpoints} midpoints) on earth, concrete, a deck or a porch.`,
      `The fee covers ${deliveryService.feeCovers}, not ${deliveryService.feeExcludes}. Placement and hook-up take as little as ${setup.placementHours} hours.`,
    ],
    quote: [
      `Every Nestz is priced personally. Call for Price at ${config.contactPhone}, or email ${config.contactEmail}.`,
      `For a written quote, tell us the model, options, delivery ZIP and when you need it at ${site}/Contact.`,
      `Buying for a city, agency, tribe or nonprofit? Written quotes, purchase orders and net-30 invoices: ${site}/Government.`,
    ],
  };
}
