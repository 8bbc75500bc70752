/**
 * A local HTTP server answering as DOR's address rate lookup does
 * (`/webapi/AddressRates.aspx?output=xml&addr=…&city=…&zip=…`, an XML
 * `<response loccode rate localrate code>`), so the site's lookup client is
 * tested over real HTTP without reaching DOR.
 *
 * The addresses it knows (any spelling: matched by street and five-digit ZIP):
 *
 * | address                                  | answer                                         |
 * |------------------------------------------|------------------------------------------------|
 * | 400 Broad St, Seattle 98109              | address match, code 1726 (Seattle), 10.35 %    |
 * | 6500 Linderson Way SW, Tumwater 98501    | address match, code 3406 (Tumwater), 9.8 %     |
 * | 3510 Grandview St, Gig Harbor 98335      | address match, code 2705 (Gig Harbor), 8.7 %   |
 * | 5000 Rosedale St NW, Gig Harbor 98335    | address match, code 2700 (Pierce Co.), 8.0 %   |
 * | any other street in ZIP 98335            | ZIP-only match (result 5), code 2705, 8.7 %    |
 * | any ZIP+4 98109-0001 to 98109-0999       | ZIP+4 match (result 1), code 1726, 10.35 %     |
 * | anything else                            | not found (result 6)                           |
 *
 * ZIP 98335 spans codes 2705 and 2700: only a street address tells them apart.
 * `mode` makes it slow, answer garbage, or fail with DOR's HTTP 500; it counts
 * every request. `GET /stand-in/mode?set=slow` switches the mode from another
 * process (the browser tests, whose server starts it: tests/e2e/support/serve.ts).
 */
import http from "node:http";

import { normaliseStreet } from "#app/domain/tax/address-key";

export type DorStandInMode = "normal" | "slow" | "garbage" | "error";

interface KnownRate {
  resultCode: number;
  code: string;
  name: string;
  rate: string;
  localRate: string;
}

const SEATTLE = { code: "1726", name: "SEATTLE", rate: ".1035", localRate: ".0385" };
const TUMWATER = { code: "3406", name: "TUMWATER", rate: ".098", localRate: ".033" };
const GIG_HARBOR = { code: "2705", name: "GIG HARBOR", rate: ".087", localRate: ".022" };
const PIERCE_UNINCORPORATED = { code: "2700", name: "PIERCE UNINCORP. AREAS", rate: ".08", localRate: ".015" };

/** Normalised street and five-digit ZIP → DOR's answer. */
const KNOWN: Record<string, KnownRate> = {
  "400 BROAD ST|98109": { resultCode: 0, ...SEATTLE },
  "6500 LINDERSON WAY SW|98501": { resultCode: 0, ...TUMWATER },
  "3510 GRANDVIEW ST|98335": { resultCode: 0, ...GIG_HARBOR },
  "5000 ROSEDALE ST NW|98335": { resultCode: 0, ...PIERCE_UNINCORPORATED },
};

/** The ZIP that spans two codes, and the code DOR answers for it when only the ZIP is found. */
export const SPANNING_ZIP = "98335";

export function answerFor(street: string, zipText: string): KnownRate | null {
  const digits = zipText.replace(/\D/g, "");
  const zip = digits.slice(0, 5);
  const plus4 = digits.length === 9 ? Number(digits.slice(5)) : null;
  const known = KNOWN[`${normaliseStreet(street)}|${zip}`];
  if (known) return known;
  if (zip === SPANNING_ZIP) return { resultCode: 5, ...GIG_HARBOR };
  if (zip === "98109" && plus4 !== null && plus4 >= 1 && plus4 <= 999) return { resultCode: 1, ...SEATTLE };
  return null;
}

function xmlAnswer(known: KnownRate | null): string {
  const head = '<?xml version="1.0" encoding="utf-8"?>';
  if (!known) {
    return `${head}<response loccode="-1" localrate="-1" rate="-1" code="6" xmlns=""><addressline/><rate/></response>`;
  }
  return (
    `${head}<response loccode="${known.code}" localrate="${known.localRate}" rate="${known.rate}" code="${known.resultCode}" xmlns="">` +
    `<addressline code="${known.code}" state="WA" period="stand-in" rta="N" />` +
    `<rate name="${known.name}" code="${known.code}" staterate=".065" localrate="${known.localRate}" /></response>`
  );
}

export class DorLookupStandIn {
  /** Every lookup asked, in order (not the mode switches). */
  readonly requests: URLSearchParams[] = [];
  mode: DorStandInMode = "normal";
  /** How long a "slow" answer takes. */
  slowMs = 5_000;
  private server: http.Server | undefined;
  private readonly pending = new Set<NodeJS.Timeout>();
  port = 0;

  /** The address to give DOR_LOOKUP_URL. */
  get url(): string {
    return `http://127.0.0.1:${this.port}/webapi/AddressRates.aspx`;
  }

  /** How many lookups named this street (any spelling) and ZIP. */
  count(street: string, zip: string): number {
    return this.requests.filter(
      (query) =>
        normaliseStreet(query.get("addr") ?? "") === normaliseStreet(street) &&
        (query.get("zip") ?? "").replace(/\D/g, "") === zip.replace(/\D/g, ""),
    ).length;
  }

  async start(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    const address = this.server.address();
    this.port = typeof address === "object" && address ? address.port : port;
  }

  async stop(): Promise<void> {
    for (const timer of this.pending) clearTimeout(timer);
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/stand-in/mode") {
      const mode = url.searchParams.get("set");
      if (mode === "normal" || mode === "slow" || mode === "garbage" || mode === "error") this.mode = mode;
      res.writeHead(200, { "content-type": "text/plain" }).end(this.mode);
      return;
    }
    if (url.pathname.toLowerCase() !== "/webapi/addressrates.aspx") {
      res.writeHead(404).end();
      return;
    }
    this.requests.push(url.searchParams);
    const send = () => {
      if (this.mode === "error") {
        res.writeHead(500, { "content-type": "text/html" }).end("<html><body>Server Error</body></html>");
        return;
      }
      if (this.mode === "garbage") {
        res.writeHead(200, { "content-type": "text/html" }).end("<html><body>We'll be back soon.</body></html>");
        return;
      }
      const known = answerFor(url.searchParams.get("addr") ?? "", url.searchParams.get("zip") ?? "");
      res.writeHead(200, { "content-type": "text/xml; charset=utf-8" }).end(xmlAnswer(known));
    };
    if (this.mode !== "slow") return send();
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      if (!res.destroyed) send();
    }, this.slowMs);
    this.pending.add(timer);
  }
}
