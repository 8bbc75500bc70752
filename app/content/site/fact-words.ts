import {
  bathroom,
  build,
  company,
  compliance,
  delivery,
  deliveryService,
  electrical,
  exterior,
  finishes,
  footing,
  insulation,
  kitchen,
  kitchenDetails,
  models,
  setup,
  unit,
  windows,
} from "#app/content/facts";
import { INVOICE_NET_DAYS } from "#app/domain/billing/invoices";
import { formatCentsShort } from "#app/domain/common/money";
import { capitalise, formatRValue, joinList } from "#app/domain/common/text";
import { formatFeetInches } from "#app/domain/common/units";
import { quoteDelivery } from "#app/domain/delivery/fee";
import { BUILD_STAGES } from "#app/domain/site-words/designs/construction";
import { FEE_EXAMPLE_MILES } from "#app/domain/site-words/designs/delivery";
import type { FactWords } from "#app/domain/site-words/fact-tokens";

import { hashtag, socialNetworks } from "./social";

/** The Delivery page's worked example: the fee at a distance, by the rule the estimator and the API use. */
function deliveryFeeAt(miles: number): string {
  const quote = quoteDelivery(miles, delivery.states[0], delivery);
  return quote.ok ? formatCentsShort(quote.feeCents) : "";
}

/**
 * The facts the owner's words may name in braces (`{flat delivery fee}`), by
 * name, with the words each shows (docs/decisions/0158). Each value is read
 * from `app/content/facts.ts`, which the site also computes with, so the
 * pages and the computations never disagree. The editor lists them all.
 */
export const factWords = {
  "unit size": unit.nominal,
  "unit size in feet": `${unit.nominalWidthFt} by ${unit.nominalLengthFt} feet`,
  "delivery fee rule": `${formatCentsShort(delivery.flatFeeCents)} within ${delivery.flatRadiusMiles} miles of ${delivery.origin.name}, then ${formatCentsShort(delivery.perMileCents)} a mile, any part of a mile counted whole`,
  workshop: company.workshop,
  region: company.region,
  "flat delivery fee": formatCentsShort(delivery.flatFeeCents),
  "flat delivery miles": String(delivery.flatRadiusMiles),
  "delivery fee per mile": formatCentsShort(delivery.perMileCents),
  "longest rental days": String(compliance.rentalMaxDays),
  "service amps": String(electrical.amps),
  "service volts": String(electrical.volts),
  "placement hours": String(setup.placementHours),
  "wall r-value": formatRValue(insulation.walls.rValue),
  "ceiling r-value": formatRValue(insulation.ceiling.rValue),
  "sewer reach feet": String(bathroom.sewerWithinFt),
  "contact points": String(unit.contactPointsPerUnit),
  // Delivery, Rent and Government.
  "delivery states": joinList(delivery.states.map((code) => delivery.stateNames[code])),
  washington: delivery.stateNames.WA,
  oregon: delivery.stateNames.OR,
  "delivery origin": delivery.origin.name,
  "example delivery miles": String(FEE_EXAMPLE_MILES),
  "example delivery fee": deliveryFeeAt(FEE_EXAMPLE_MILES),
  "delivery fee covers": deliveryService.feeCovers,
  "delivery fee excludes": deliveryService.feeExcludes,
  "delivery trailer": deliveryService.trailer,
  forklift: deliveryService.forklift,
  "forklift kind": deliveryService.forkliftKind,
  "buyer arranges": joinList(deliveryService.buyerArranges),
  "corner points": String(footing.cornerPoints),
  "bedroom model": models.bedroom.name,
  "bedroom assembly hours": String(setup.bedroomAssemblyHours),
  "sewer pump lift feet": String(bathroom.pumpLiftFt),
  "sewer pump run feet": String(bathroom.pumpRunFt),
  "electric water heater amps": String(electrical.electricWaterHeaterAmps),
  "invoice net days": String(INVOICE_NET_DAYS),
  // Social and Contact.
  hashtag,
  "social channels": joinList(socialNetworks.map((network) => network.name)),
  "family business": company.family,
  "home city": company.city,
  // The pages with their own design: home, story, FAQ.
  "removable sides": String(unit.removableSides),
  "office model": models.office.name,
  "bedroom lights": String(models.bedroom.lights),
  "office lights": String(models.office.lights),
  midpoints: String(footing.midpoints),
  "building code": compliance.code,
  "code stamp": compliance.stamp,
  // The product pages (bedroom, office, bathroom, kitchen, paint).
  "bedroom windows": String(models.bedroom.windows),
  "office windows": String(models.office.windows),
  outlets: String(electrical.outlets),
  "living windows": String(windows.living.count),
  "living window size": `${windows.living.widthFt} ft x ${windows.living.heightFt} ft`,
  "bathroom window size": `${windows.bathroom.widthFt} x ${windows.bathroom.heightFt} ft`,
  frame: unit.frame,
  "unit length": formatFeetInches(unit.lengthFt),
  "unit width": formatFeetInches(unit.widthFt),
  "unit height": formatFeetInches(unit.heightFt),
  siding: exterior.siding,
  "wall color": finishes.walls,
  floor: finishes.floor,
  "paint palette": finishes.paintPalette,
  toilet: bathroom.toilet,
  "bathroom size": `${bathroom.roomFt.width} ft x ${bathroom.roomFt.length} ft`,
  "shower size": `${bathroom.showerIn.width}" x ${bathroom.showerIn.length}"`,
  "kitchen width inches": String(kitchen.widthIn),
  "kitchen depth inches": String(kitchen.depthIn),
  "cooktop burners": String(kitchenDetails.cooktopBurners),
  "kitchen volts": String(electrical.kitchenVolts),
  "kitchen amps": String(electrical.kitchenAmps),
  // Specs, Construction and Customize.
  "build steps": String(BUILD_STAGES.length),
  "bathroom ceiling lights": String(build.bathroomCeilingLights),
  "unit width feet": String(unit.nominalWidthFt),
  "unit length feet": String(unit.nominalLengthFt),
  "two units long feet": String(unit.nominalLengthFt * 2),
  "two units long outside": formatFeetInches(unit.lengthFt * 2),
  "two units wide feet": String(unit.nominalWidthFt * 2),
  "two units wide outside": formatFeetInches(unit.widthFt * 2),
  "two units high": formatFeetInches(unit.heightFt * 2),
  heater: capitalise(finishes.heater),
  "hot water": capitalise(finishes.waterHeater),
} satisfies FactWords;
