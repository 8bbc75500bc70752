import { z } from "zod";
import { dollarsToCents } from "#app/domain/money";
import type { TestCardInput } from "#app/domain/test-cards";

// Zod otherwise probes for `new Function` (eval), which this site's CSP refuses
// and the browser reports; checking answers without it is fast enough here.
z.config({ jitless: true });

/**
 * The browser's side of the payment API (JSON in, JSON out). Every answer is
 * checked against what the contract promises; a network failure or an
 * unexpected answer becomes a plain failure with a message a person can act on.
 */

export const CREATE_PAYMENT_INTENT_URL = "/.netlify/functions/createPaymentIntent";
export const TEST_CONFIRM_URL = "/api/payments/test/confirm";

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string; field?: string };

const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

const NETWORK_MESSAGE = "We couldn't reach Nestz. Check your connection and try again; your cart is saved.";
const UNEXPECTED_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

async function postJson<T>(
  url: string,
  body: unknown,
  schema: z.ZodType<T>,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: "network", message: NETWORK_MESSAGE };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = schema.safeParse(json);
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, status: response.status, code: "unexpected_response", message: UNEXPECTED_MESSAGE };
  }
  const failure = errorBody.safeParse(json);
  if (!failure.success) return { ok: false, status: response.status, code: "unexpected_response", message: UNEXPECTED_MESSAGE };
  const { code, message, field } = failure.data.error;
  return { ok: false, status: response.status, code, message, ...(field ? { field } : {}) };
}

const intentAnswer = z.object({
  paymentIntent: z.object({
    id: z.string(),
    client_secret: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
  }),
  order: z.object({ number: z.string() }),
});

export type PaymentIntentAnswer = z.infer<typeof intentAnswer>;

export interface CreatePaymentIntentBody {
  items: { id: number; quantity: number }[];
  /** Cents. */
  amount: number;
  /** A guest's email for the receipt. */
  email?: string;
}

export function createPaymentIntent(body: CreatePaymentIntentBody, idempotencyKey: string) {
  return postJson(CREATE_PAYMENT_INTENT_URL, body, intentAnswer, { "Idempotency-Key": idempotencyKey });
}

const confirmAnswer = z.object({
  paymentIntent: z.object({ id: z.string(), status: z.literal("succeeded") }),
  order: z.object({ number: z.string(), status: z.string() }).nullish(),
});

export function confirmTestPayment(body: {
  paymentIntentId: string;
  clientSecret: string;
  card: TestCardInput;
  billingName: string;
}) {
  return postJson(TEST_CONFIRM_URL, body, confirmAnswer);
}

const categoriesAnswer = z.array(
  z.object({ items: z.array(z.object({ id: z.number(), name: z.string(), price: z.number().nullable() })) }),
);

/** The shop's current prices, from GET /api/categories (dollars there, cents here). */
export async function fetchCurrentPrices(): Promise<Map<number, { name: string; priceCents: number | null }> | null> {
  try {
    const response = await fetch("/api/categories", { headers: { Accept: "application/json" } });
    const parsed = categoriesAnswer.safeParse(await response.json());
    if (!response.ok || !parsed.success) return null;
    return new Map(
      parsed.data.flatMap((category) =>
        category.items.map((item) => [
          item.id,
          { name: item.name, priceCents: item.price === null ? null : dollarsToCents(item.price) },
        ]),
      ),
    );
  } catch {
    return null;
  }
}

/** A fresh Idempotency-Key (a UUID), also where `crypto.randomUUID` is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
