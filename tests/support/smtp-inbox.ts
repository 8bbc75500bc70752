import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for searching. */
  decoded: string;
}

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: the stand-in
 * for the mail provider in tests. `stop()` and `start()` simulate an outage.
 */
export class SmtpInbox {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  /** Acceptances held back by `holdNextUntilConcurrent` until a second message is in flight. */
  private held: (() => void)[] = [];
  private gateOpen = true;

  /** The port it listens on: the one given, or (given 0) a free one the system picks at `start`. */
  port: number;

  /** `delayMs`: how long each message takes to be accepted, as a slow mail server would. */
  constructor(
    port = 0,
    private readonly options: { delayMs?: number } = {},
  ) {
    this.port = port;
  }

  /**
   * The next message is not accepted until a second one is being sent at the
   * same moment (or 15 s have passed, under the client's 30 s socket timeout).
   * A sender sends one message at a time, so this makes two senders meet for
   * certain instead of by the luck of their timers.
   */
  holdNextUntilConcurrent(): void {
    this.gateOpen = false;
  }

  private openGate() {
    this.gateOpen = true;
    for (const accept of this.held.splice(0)) accept();
  }

  private accept(callback: () => void) {
    const accept = () => (this.options.delayMs ? setTimeout(callback, this.options.delayMs) : callback());
    if (this.gateOpen) return void accept();
    this.held.push(accept);
    if (this.held.length >= 2) this.openGate();
    else setTimeout(() => this.openGate(), 15_000).unref();
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((address) => address.address),
            raw,
            decoded: decodeQuotedPrintable(raw),
          });
          this.accept(() => callback());
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    const address = server.server.address();
    if (typeof address === "object" && address) this.port = address.port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits for a message to `to` (polling); throws after `timeoutMs`. */
  async waitFor(to: string, timeoutMs = 30_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((mail) => mail.to.includes(to));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no email to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
