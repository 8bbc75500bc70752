import { randomBytes } from "node:crypto";
import http from "node:http";

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

interface StoredIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  /** Stripe's metadata, sent as `metadata[key]` form fields. */
  metadata: Record<string, string>;
}

interface StoredRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: "succeeded";
  created: number;
  failure_reason: null;
  metadata: Record<string, string>;
}

interface StoredCustomer {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  /** Its US bank transfer account, made with its first funding instructions. */
  accountNumber: string | null;
}

/** What Stripe answered a request made with an idempotency key, replayed for a repeat. */
interface IdempotentAnswer {
  path: string;
  params: string;
  status: number;
  body: unknown;
}

/** An error the stand-in answers instead of making the next refunds, as Stripe would refuse them. */
export interface StripeFailure {
  status: number;
  error: { type: string; code?: string; message: string };
}

/**
 * A local HTTP server speaking the small part of Stripe's REST API the site
 * uses (creating and reading PaymentIntents, refunding them, with
 * idempotency keys), so the real `stripe` SDK can be tested without reaching Stripe.
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  private readonly intents = new Map<string, StoredIntent>();
  private readonly byKey = new Map<string, string>();
  private readonly refunds = new Map<string, StoredRefund>();
  private readonly refundAnswers = new Map<string, IdempotentAnswer>();
  private readonly customers = new Map<string, StoredCustomer>();
  private readonly customerByKey = new Map<string, string>();
  /** Set to make Stripe refuse refunds (until set back to null). */
  refundFailure: StripeFailure | null = null;
  private server: http.Server | undefined;
  port = 0;

  constructor(private readonly secretKey: string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => this.answer(req, raw, res));
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    const address = this.server.address();
    this.port = typeof address === "object" && address ? address.port : 0;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private answer(req: http.IncomingMessage, raw: string, res: http.ServerResponse) {
    const path = (req.url ?? "").split("?")[0] ?? "";
    const record: RecordedRequest = {
      method: req.method ?? "",
      path,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      contentType: req.headers["content-type"],
      form: new URLSearchParams(raw),
    };
    this.requests.push(record);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        "content-type": "application/json",
        "request-id": `req_${randomBytes(6).toString("hex")}`,
      });
      res.end(JSON.stringify(body));
    };
    if (record.authorization !== `Bearer ${this.secretKey}`) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (record.method === "POST" && path === "/v1/payment_intents") {
      const known = record.idempotencyKey ? this.byKey.get(record.idempotencyKey) : undefined;
      const amount = Number(record.form.get("amount"));
      const currency = record.form.get("currency") ?? "";
      if (known) {
        const intent = this.intents.get(known);
        // Like Stripe: a key reused with other parameters is refused, not answered with the first intent.
        if (intent && (intent.amount !== amount || intent.currency !== currency)) {
          return send(400, {
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            },
          });
        }
        return send(200, intent);
      }
      if (!Number.isInteger(amount) || amount < 1 || !currency) {
        return send(400, { error: { type: "invalid_request_error", message: "Missing amount or currency" } });
      }
      const id = `pi_${randomBytes(12).toString("hex")}`;
      const intent: StoredIntent = {
        id,
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency,
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        description: record.form.get("description"),
        metadata: formMetadata(record.form),
      };
      this.intents.set(id, intent);
      if (record.idempotencyKey) this.byKey.set(record.idempotencyKey, id);
      return send(200, intent);
    }
    if (record.method === "POST" && path === "/v1/refunds") {
      // Like Stripe: a repeated key replays the first answer; the same key with other parameters is an error.
      const params = [...record.form.entries()]
        .sort()
        .map(([key, value]) => `${key}=${value}`)
        .join("&");
      const previous = record.idempotencyKey ? this.refundAnswers.get(record.idempotencyKey) : undefined;
      if (previous) {
        if (previous.path !== path || previous.params !== params) {
          return send(400, {
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            },
          });
        }
        return send(previous.status, previous.body);
      }
      const [status, body] = this.refund(record.form);
      if (record.idempotencyKey) this.refundAnswers.set(record.idempotencyKey, { path, params, status, body });
      return send(status, body);
    }
    if (record.method === "GET" && path === "/v1/refunds") {
      const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
      const intent = query.get("payment_intent");
      const data = [...this.refunds.values()].filter((refund) => !intent || refund.payment_intent === intent).reverse();
      return send(200, { object: "list", data, has_more: false, url: "/v1/refunds" });
    }
    if (record.method === "POST" && path === "/v1/customers") {
      const known = record.idempotencyKey ? this.customerByKey.get(record.idempotencyKey) : undefined;
      if (known) return send(200, this.customerJson(known));
      const id = `cus_${randomBytes(7).toString("hex")}`;
      this.customers.set(id, {
        id,
        object: "customer",
        email: record.form.get("email"),
        name: record.form.get("name"),
        metadata: formMetadata(record.form),
        accountNumber: null,
      });
      if (record.idempotencyKey) this.customerByKey.set(record.idempotencyKey, id);
      return send(200, this.customerJson(id));
    }
    const funding = /^\/v1\/customers\/(\w+)\/funding_instructions$/.exec(path);
    if (record.method === "POST" && funding?.[1]) {
      const customer = this.customers.get(funding[1]);
      if (!customer) {
        return send(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such customer: '${funding[1]}'`,
          },
        });
      }
      if (
        record.form.get("funding_type") !== "bank_transfer" ||
        record.form.get("bank_transfer[type]") !== "us_bank_transfer" ||
        record.form.get("currency") !== "usd"
      ) {
        return send(400, { error: { type: "invalid_request_error", message: "Invalid funding instructions request" } });
      }
      // Like Stripe: the same customer always gets the same account.
      customer.accountNumber ??= String(randomBytes(6).readUIntBE(0, 6)).padStart(12, "0").slice(-12);
      return send(200, {
        object: "funding_instructions",
        currency: "usd",
        funding_type: "bank_transfer",
        livemode: false,
        bank_transfer: {
          country: "US",
          type: "us_bank_transfer",
          financial_addresses: [
            {
              type: "aba",
              supported_networks: ["ach", "domestic_wire_us"],
              aba: {
                account_holder_name: "Nestz Homes of the Northwest LLC",
                account_number: customer.accountNumber,
                account_type: "checking",
                bank_name: "Stand-in National Bank",
                routing_number: "110000000",
              },
            },
          ],
        },
      });
    }
    const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (record.method === "GET" && retrieve?.[1] && this.intents.has(retrieve[1])) {
      return send(200, this.intents.get(retrieve[1]));
    }
    return send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${record.method}: ${path})` },
    });
  }

  /** Makes a refund as Stripe would: in full by default, of a charged intent, once. */
  private refund(form: URLSearchParams): [number, unknown] {
    const invalid = (message: string, code?: string): [number, unknown] => [
      400,
      { error: { type: "invalid_request_error", ...(code ? { code } : {}), message } },
    ];
    if (this.refundFailure) return [this.refundFailure.status, { error: this.refundFailure.error }];
    const intentId = form.get("payment_intent") ?? "";
    const intent = this.intents.get(intentId);
    if (!intent) return invalid(`No such payment_intent: '${intentId}'`, "resource_missing");
    if (intent.status !== "succeeded")
      return invalid("This PaymentIntent does not have a successful charge to refund.");
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded >= intent.amount_received) {
      return invalid(`Charge ch_${intentId.slice(3)} has already been refunded.`, "charge_already_refunded");
    }
    const amount = form.has("amount") ? Number(form.get("amount")) : intent.amount_received - refunded;
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_received - refunded) {
      return invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
        "amount_too_large",
      );
    }
    const refund: StoredRefund = {
      id: `re_${randomBytes(12).toString("hex")}`,
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      charge: `ch_${intentId.slice(3)}`,
      status: "succeeded",
      created: Math.floor(Date.now() / 1000),
      failure_reason: null,
      metadata: {},
    };
    this.refunds.set(refund.id, refund);
    return [200, refund];
  }

  /** The refunds made of an intent, oldest first. */
  refundsOf(intentId: string): StoredRefund[] {
    return [...this.refunds.values()].filter((refund) => refund.payment_intent === intentId);
  }

  /** Forgets every idempotency key, as Stripe does after about a day: the same key then makes a new intent. */
  forgetIdempotencyKeys(): void {
    this.byKey.clear();
  }

  /** What Stripe would send for a successful payment the site never asked for (made elsewhere, or lost). */
  strayEvent(amount: number, metadata: Record<string, string>): { intentId: string; event: object } {
    const id = `pi_${randomBytes(12).toString("hex")}`;
    const event = this.event("payment_intent.succeeded", {
      id,
      object: "payment_intent",
      amount,
      amount_received: amount,
      currency: "usd",
      status: "succeeded",
      metadata,
    });
    return { intentId: id, event };
  }

  /**
   * What Stripe would send in a webhook once the card is charged; the
   * intent counts as charged from then on (it can be refunded).
   */
  succeededEvent(intentId: string, overrides: Partial<StoredIntent> = {}) {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    Object.assign(intent, { status: "succeeded", amount_received: intent.amount });
    return this.event("payment_intent.succeeded", {
      ...intent,
      status: "succeeded",
      amount_received: intent.amount,
      ...overrides,
    });
  }

  /** The customers made, by id. */
  customer(id: string): StoredCustomer | undefined {
    return this.customers.get(id);
  }

  private customerJson(id: string) {
    const { accountNumber: _accountNumber, ...customer } = this.customers.get(id) ?? ({} as StoredCustomer);
    return customer;
  }

  /**
   * What Stripe sends when a bank transfer reaches a customer's account: a
   * funded cash balance transaction (the same transaction id if given, as a
   * redelivery).
   */
  fundedEvent(customerId: string, amount: number, options: { id?: string; currency?: string } = {}) {
    const id = options.id ?? `ccsbtxn_${randomBytes(12).toString("hex")}`;
    return this.event("customer_cash_balance_transaction.created", {
      id,
      object: "customer_cash_balance_transaction",
      created: Math.floor(Date.now() / 1000),
      currency: options.currency ?? "usd",
      customer: customerId,
      ending_balance: amount,
      funded: {
        bank_transfer: {
          type: "us_bank_transfer",
          reference: `REF-${randomBytes(4).toString("hex")}`,
          us_bank_transfer: { network: "ach", sender_name: "Buyer's bank" },
        },
      },
      livemode: false,
      net_amount: amount,
      type: "funded",
    });
  }

  failedEvent(intentId: string) {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    return this.event("payment_intent.payment_failed", {
      ...intent,
      last_payment_error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
    });
  }

  private event(type: string, object: object) {
    return {
      id: `evt_${randomBytes(10).toString("hex")}`,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
  }
}

/** Stripe's metadata, sent as `metadata[key]` form fields. */
function formMetadata(form: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    [...form.entries()]
      .filter(([key]) => key.startsWith("metadata[") && key.endsWith("]"))
      .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
  );
}
