import {
  bathroom,
  company,
  compliance,
  delivery,
  electrical,
  exterior,
  finishes,
  insulation,
  kitchen,
  kitchenDetails,
  models,
  setup,
  unit,
  windows,
} from "#app/content/facts";
import { formatCentsShort } from "#app/domain/common/money";
import { formatRValue } from "#app/domain/common/text";
import { formatFeetInches } from "#app/domain/common/units";
import type { FactWords } from "#app/domain/site-words/fact-tokens";

/**
 * The facts the owner's words may name in braces (`{flat delivery fee}`), by
 * name, with the words each shows (docs/decisions/0158). Each value is read
 * from `app/content/facts.ts`, which the site also computes with, so the
 * pages and the computations never disagree. The editor lists them all.
 */
export const factWords = {
  "unit size": unit.nominal,
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
  // The product pages (bedroom, office, bathroom, kitchen, paint).
  "bedroom model": models.bedroom.name,
  "office model": models.office.name,
  "bedroom windows": String(models.bedroom.windows),
  "office windows": String(models.office.windows),
  "bedroom lights": String(models.bedroom.lights),
  "office lights": String(models.office.lights),
  "bedroom assembly hours": String(models.bedroom.assemblyHours),
  outlets: String(electrical.outlets),
  "electric water heater amps": String(electrical.electricWaterHeaterAmps),
  "living windows": String(windows.living.count),
  "living window size": `${windows.living.widthFt} ft x ${windows.living.heightFt} ft`,
  "bathroom window size": `${windows.bathroom.widthFt} x ${windows.bathroom.heightFt} ft`,
  frame: unit.frame,
  "removable sides": String(unit.removableSides),
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
  "sewer pump lift feet": String(bathroom.pumpLiftFt),
  "sewer pump run feet": String(bathroom.pumpRunFt),
  "kitchen width inches": String(kitchen.widthIn),
  "kitchen depth inches": String(kitchen.depthIn),
  "cooktop burners": String(kitchenDetails.cooktopBurners),
  "kitchen volts": String(electrical.kitchenVolts),
  "kitchen amps": String(electrical.kitchenAmps),
} satisfies FactWords;
