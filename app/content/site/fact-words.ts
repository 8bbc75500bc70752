import { bathroom, company, compliance, delivery, electrical, insulation, setup, unit } from "#app/content/facts";
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
} satisfies FactWords;
