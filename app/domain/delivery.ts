import type { Cents } from "./money";

/** The pricing rules; the business's figures live in app/content/facts.ts. */
export interface DeliveryRules {
  flatFeeCents: Cents;
  flatRadiusMiles: number;
  perMileCents: Cents;
  states: readonly string[];
}

export type DeliveryQuote =
  | { ok: true; feeCents: Cents; extraMiles: number }
  | { ok: false; reason: "outside-service-area" | "invalid-distance" };

/**
 * Flat fee within the radius around PDX; beyond it, the per-mile rate for
 * every mile past the radius, part miles rounded up. Listed states only.
 */
export function quoteDelivery(miles: number, state: string, rules: DeliveryRules): DeliveryQuote {
  if (!Number.isFinite(miles) || miles < 0) return { ok: false, reason: "invalid-distance" };
  if (!rules.states.includes(state.toUpperCase())) return { ok: false, reason: "outside-service-area" };
  const extraMiles = Math.max(0, Math.ceil(miles - rules.flatRadiusMiles));
  return {
    ok: true,
    extraMiles,
    feeCents: rules.flatFeeCents + extraMiles * rules.perMileCents,
  };
}
