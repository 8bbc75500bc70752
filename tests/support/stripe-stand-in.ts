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
}

/**
 * A local HTTP server speaking the small part of Stripe's REST API the site
 * uses (creating and reading PaymentIntents, with idempotency keys), so the
 * real `stripe` SDK can be tested without reaching Stripe.
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  private readonly intents = new Map<string, StoredIntent>();
  private readonly byKey = new Map<string, string>();
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
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
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
              message: "Keys for idempotent requests can only be used with the same parameters they were first used with.",
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
      };
      this.intents.set(id, intent);
      if (record.idempotencyKey) this.byKey.set(record.idempotencyKey, id);
      return send(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (record.method === "GET" && retrieve?.[1] && this.intents.has(retrieve[1])) {
      return send(200, this.intents.get(retrieve[1]));
    }
    return send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${record.method}: ${path})` } });
  }

  /** What Stripe would send in a webhook once the card is charged. */
  succeededEvent(intentId: string, overrides: Partial<StoredIntent> = {}) {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    return this.event("payment_intent.succeeded", { ...intent, status: "succeeded", amount_received: intent.amount, ...overrides });
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
