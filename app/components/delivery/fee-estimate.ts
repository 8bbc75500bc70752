import { delivery, type DeliveryState } from "#app/content/facts";
import { quoteDelivery } from "#app/domain/delivery";
import { formatCentsShort } from "#app/domain/money";

export type StateChoice = DeliveryState | "other";

export type Estimate =
  | { kind: "empty"; message: string }
  | { kind: "invalid"; message: string }
  | { kind: "outside"; message: string }
  | { kind: "fee"; fee: string; detail: string; message: string };

/** What the estimator says for what the visitor typed: a fee, or a kind word on why not. */
export function estimate(milesText: string, state: StateChoice): Estimate {
  const text = milesText.trim();
  if (text === "") return { kind: "empty", message: "Enter your distance from PDX to see the fee." };
  const miles = Number(text);
  const quote = quoteDelivery(miles, state === "other" ? "" : state, delivery);
  if (!quote.ok && quote.reason === "invalid-distance") {
    return { kind: "invalid", message: "Please enter the distance as a number of miles, like 42." };
  }
  if (!quote.ok) {
    return {
      kind: "outside",
      message: `We deliver within ${delivery.stateNames.WA} and ${delivery.stateNames.OR} only, so we can't quote this one.`,
    };
  }
  const fee = formatCentsShort(quote.feeCents);
  const flat = formatCentsShort(delivery.flatFeeCents);
  const perMile = formatCentsShort(delivery.perMileCents);
  const mileWord = quote.extraMiles === 1 ? "mile" : "miles";
  const detail =
    quote.extraMiles === 0
      ? `You're within the ${delivery.flatRadiusMiles}-mile flat-fee area.`
      : `The ${flat} flat fee plus ${quote.extraMiles} extra ${mileWord} at ${perMile} each.`;
  return { kind: "fee", fee, detail, message: `${fee}: ${detail}` };
}
