import {
  bathroom,
  build,
  company,
  compliance,
  delivery,
  electrical,
  finishes,
  insulation,
  models,
  setup,
  unit,
} from "#app/content/facts";
import { formatCentsShort } from "#app/domain/common/money";
import { capitalise, formatRValue } from "#app/domain/common/text";
import { formatFeetInches } from "#app/domain/common/units";
import { BUILD_STAGES } from "#app/domain/site-words/designs/construction";
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
  // Specs, Construction and Customize.
  "build steps": String(BUILD_STAGES.length),
  frame: unit.frame,
  floor: finishes.floor,
  "wall color": finishes.walls,
  "paint palette": finishes.paintPalette,
  toilet: bathroom.toilet,
  "bedroom model": models.bedroom.name,
  "office model": models.office.name,
  "shower size": `${bathroom.showerIn.width}" x ${bathroom.showerIn.length}"`,
  "bathroom ceiling lights": String(build.bathroomCeilingLights),
  "electric water heater amps": String(electrical.electricWaterHeaterAmps),
  "removable sides": String(unit.removableSides),
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
