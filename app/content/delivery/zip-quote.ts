/**
 * The words the estimator and the quote form show for a ZIP's delivery quote,
 * and the browser's call for it (GET /api/delivery-quote, made by
 * app/server/delivery/fee.server.ts; its shape is app/domain/delivery/views.ts).
 */
import { zipMessages } from "#app/content/delivery/delivery-quote";
import { delivery } from "#app/content/facts";
import { formatCentsShort } from "#app/domain/common/money";
import type { ZipAnswer, ZipDeliveryQuote } from "#app/domain/delivery/views";

const flat = formatCentsShort(delivery.flatFeeCents);
const perMile = formatCentsShort(delivery.perMileCents);

/** "Seattle, WA: 141 miles from PDX." and how the fee adds up. */
export function describeZipQuote(quote: ZipDeliveryQuote): { fee: string; place: string; detail: string } {
  const extra = quote.miles - delivery.flatRadiusMiles;
  const mileWord = (n: number) => (n === 1 ? "mile" : "miles");
  return {
    fee: formatCentsShort(quote.feeCents),
    place: `${quote.city}, ${quote.state} ${quote.zip}: ${quote.miles} ${mileWord(quote.miles)} from PDX in a straight line.`,
    detail:
      quote.rule === "flat"
        ? `You're within the ${delivery.flatRadiusMiles}-mile flat-fee area.`
        : `The ${flat} flat fee plus ${extra} extra ${mileWord(extra)} at ${perMile} each.`,
  };
}

const FAILED = zipMessages.failed;

/** Asks the server for the quote; network trouble becomes a refusal with a kind message. */
export async function fetchZipQuote(zip: string, signal?: AbortSignal): Promise<ZipAnswer> {
  try {
    const response = await fetch(`/api/delivery-quote?zip=${encodeURIComponent(zip)}`, {
      signal,
      headers: { Accept: "application/json" },
    });
    const body: unknown = await response.json();
    if (response.ok && isQuote(body)) return { ok: true, quote: body };
    const message = errorMessage(body);
    return { ok: false, zip, message: message ?? FAILED };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, zip, message: FAILED };
  }
}

function isQuote(body: unknown): body is ZipDeliveryQuote {
  if (typeof body !== "object" || body === null) return false;
  const quote = body as Record<string, unknown>;
  return (
    typeof quote.zip === "string" &&
    typeof quote.city === "string" &&
    typeof quote.state === "string" &&
    typeof quote.miles === "number" &&
    typeof quote.feeCents === "number" &&
    (quote.rule === "flat" || quote.rule === "per-mile")
  );
}

function errorMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error !== "object" || error === null || !("message" in error)) return undefined;
  const message = (error as { message: unknown }).message;
  return typeof message === "string" ? message : undefined;
}
