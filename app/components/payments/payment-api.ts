import { dollarsToCents } from "#app/domain/common/money";
import { CREATE_PAYMENT_INTENT_PATH } from "#app/domain/orders/endpoint";
import type { TestCardInput } from "#app/domain/payments/test-cards";

// Answers are checked by hand: a schema library would be most of this page's JavaScript.
type Check<T> = (value: unknown) => T | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * The browser's side of the payment API (JSON in, JSON out). Every answer is
 * checked against what the contract promises; a network failure or an
 * unexpected answer becomes a plain failure with a message a person can act on.
 */

export const CREATE_PAYMENT_INTENT_URL = CREATE_PAYMENT_INTENT_PATH;
export const TEST_CONFIRM_URL = "/api/payments/test/confirm";

export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; code: string; message: string; field?: string };

function errorBody(value: unknown): { code: string; message: string; field?: string } | null {
  if (!isRecord(value) || !isRecord(value.error)) return null;
  const { code, message, field } = value.error;
  if (!isString(code) || !isString(message) || (field !== undefined && !isString(field))) return null;
  return { code, message, ...(field ? { field } : {}) };
}

const NETWORK_MESSAGE = "We couldn't reach Nestz. Check your connection and try again; your cart is saved.";
const UNEXPECTED_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

async function postJson<T>(
  url: string,
  body: unknown,
  check: Check<T>,
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
    const data = check(json);
    return data
      ? { ok: true, data }
      : { ok: false, status: response.status, code: "unexpected_response", message: UNEXPECTED_MESSAGE };
  }
  const failure = errorBody(json);
  if (!failure) return { ok: false, status: response.status, code: "unexpected_response", message: UNEXPECTED_MESSAGE };
  return { ok: false, status: response.status, ...failure };
}

export interface PaymentIntentAnswer {
  paymentIntent: { id: string; client_secret: string; amount: number; currency: string; status: string };
  order: { number: string };
}

const intentAnswer: Check<PaymentIntentAnswer> = (value) => {
  if (!isRecord(value) || !isRecord(value.paymentIntent) || !isRecord(value.order)) return null;
  const { id, client_secret, amount, currency, status } = value.paymentIntent;
  if (!isString(id) || !isString(client_secret) || !isNumber(amount) || !isString(currency) || !isString(status))
    return null;
  if (!isString(value.order.number)) return null;
  return { paymentIntent: { id, client_secret, amount, currency, status }, order: { number: value.order.number } };
};

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

interface ConfirmAnswer {
  paymentIntent: { id: string; status: "succeeded" };
  order: { number: string; status: string } | null;
}

const confirmAnswer: Check<ConfirmAnswer> = (value) => {
  if (!isRecord(value) || !isRecord(value.paymentIntent)) return null;
  const { id, status } = value.paymentIntent;
  if (!isString(id) || status !== "succeeded") return null;
  const order = value.order;
  if (order === null || order === undefined) return { paymentIntent: { id, status }, order: null };
  if (!isRecord(order) || !isString(order.number) || !isString(order.status)) return null;
  return { paymentIntent: { id, status }, order: { number: order.number, status: order.status } };
};

export function confirmTestPayment(body: {
  paymentIntentId: string;
  clientSecret: string;
  card: TestCardInput;
  billingName: string;
}) {
  return postJson(TEST_CONFIRM_URL, body, confirmAnswer);
}

interface PriceAnswer {
  id: number;
  name: string;
  price: number | null;
}

const categoriesAnswer: Check<PriceAnswer[]> = (value) => {
  if (!Array.isArray(value)) return null;
  const items: PriceAnswer[] = [];
  for (const category of value) {
    if (!isRecord(category) || !Array.isArray(category.items)) return null;
    for (const item of category.items) {
      if (
        !isRecord(item) ||
        !isNumber(item.id) ||
        !isString(item.name) ||
        !(item.price === null || isNumber(item.price))
      )
        return null;
      items.push({ id: item.id, name: item.name, price: item.price });
    }
  }
  return items;
};

/** The shop's current prices, from GET /api/categories (dollars there, cents here). */
export async function fetchCurrentPrices(): Promise<Map<number, { name: string; priceCents: number | null }> | null> {
  try {
    const response = await fetch("/api/categories", { headers: { Accept: "application/json" } });
    const items = categoriesAnswer(await response.json());
    if (!response.ok || !items) return null;
    return new Map(
      items.map((item) => [
        item.id,
        { name: item.name, priceCents: item.price === null ? null : dollarsToCents(item.price) },
      ]),
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
