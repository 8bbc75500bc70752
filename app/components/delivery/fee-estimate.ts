import { delivery, type DeliveryState } from "#app/content/facts";
import { formatCentsShort } from "#app/domain/common/money";
import { quoteDelivery } from "#app/domain/delivery/fee";
import type { ZipAnswer } from "#app/domain/delivery/views";

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

/** What the estimator shows first: blank, or the answer for the ZIP or miles in the page's address. */
export interface EstimatorStart {
  zip: string;
  zipAnswer: ZipAnswer | null;
  miles: string;
  state: StateChoice;
}

export const BLANK_START: EstimatorStart = { zip: "", zipAnswer: null, miles: "", state: "OR" };

export function toStateChoice(value: string | null | undefined): StateChoice {
  return delivery.states.find((code) => code === value) ?? "other";
}

/**
 * The estimator's first answer from the page's query string (?zip=… or
 * ?miles=…&state=…), so its forms work without JavaScript: they GET the page
 * and the server renders the answer. `lookUp` is the server's ZIP quote.
 */
export function estimatorStart(params: URLSearchParams, lookUp: (zip: string) => ZipAnswer): EstimatorStart {
  const zip = params.get("zip")?.slice(0, 20) ?? "";
  return {
    zip,
    zipAnswer: zip.trim() ? lookUp(zip) : null,
    miles: params.get("miles")?.slice(0, 20) ?? "",
    state: params.has("state") ? toStateChoice(params.get("state")) : BLANK_START.state,
  };
}
