import {
  bathroom,
  company,
  compliance,
  delivery,
  deliveryService,
  electrical,
  footing,
  insulation,
  models,
  setup,
  unit,
} from "#app/content/facts";
import { formatCentsShort } from "#app/domain/common/money";
import { formatRValue, joinList } from "#app/domain/common/text";
import type { FactWords } from "#app/domain/site-words/fact-tokens";

import { hashtag, socialNetworks } from "./social";

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
  // Social and Contact.
  hashtag,
  "social channels": joinList(socialNetworks.map((network) => network.name)),
  "family business": company.family,
  "home city": company.city,
  // The pages with their own design: home, story, FAQ.
  "removable sides": String(unit.removableSides),
  "delivery trailer": deliveryService.trailer,
  "delivery origin": delivery.origin.name,
  "delivery fee covers": deliveryService.feeCovers,
  "delivery fee leaves out": deliveryService.feeExcludes,
  "delivery states": joinList(delivery.states.map((code) => delivery.stateNames[code])),
  "bedroom model": models.bedroom.name,
  "office model": models.office.name,
  "bedroom lights": String(models.bedroom.lights),
  "office lights": String(models.office.lights),
  "corner points": String(footing.cornerPoints),
  midpoints: String(footing.midpoints),
  "building code": compliance.code,
  "code stamp": compliance.stamp,
} satisfies FactWords;
