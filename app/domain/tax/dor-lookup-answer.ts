/**
 * Reading DOR's address rate lookup's XML answer
 * (dor.wa.gov, "WA Sales Tax Rate Lookup URL Interface"):
 *
 *   <response loccode="1726" localrate=".0385" rate=".1035" code="0">
 *     <addressline … /><rate name="SEATTLE" code="1726" staterate=".065" localrate=".0385" />
 *   </response>
 *
 * `code` is DOR's result code: 0, 2 and 4 the address was found (2 and 4
 * after DOR corrected it), 1 and 3 only its ZIP+4, 5 only its five-digit ZIP,
 * 6 nothing, 9 an internal error. Anything else, or an answer that does not
 * read whole, is garbage: the lookup gave no answer.
 */
import { rangeProblem, type RateMilli, readFractionRate, WASHINGTON_STATE_RATE_MILLI } from "./rate";
import type { MatchQuality } from "./rate-choice";

export type DorAnswer =
  | {
      kind: "found";
      resultCode: number;
      match: MatchQuality;
      code: string;
      rateMilli: RateMilli;
      localRateMilli: RateMilli;
      stateRateMilli: RateMilli;
      /** DOR's name for the location ("SEATTLE"), when it gave one. */
      location: string | null;
    }
  | { kind: "not-found"; resultCode: number }
  /** No answer to rely on or keep: DOR's error, or text that is not its answer. */
  | { kind: "no-answer"; reason: string };

const MATCH_BY_RESULT_CODE: Record<number, MatchQuality> = {
  0: "address",
  1: "zip+4",
  2: "address",
  3: "zip+4",
  4: "address",
  5: "zip",
};
const NOT_FOUND = 6;

/** Longest answer read: DOR's is a few hundred bytes. */
export const DOR_ANSWER_MAX_CHARS = 20_000;

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The attributes of the first `<name …>` element, or null when there is none. */
function attributesOf(xml: string, name: string): Map<string, string> | null {
  const tag = new RegExp(`<${name}((?:\\s+[A-Za-z_:][\\w:.-]*\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*/?>`).exec(xml);
  if (!tag) return null;
  const attributes = new Map<string, string>();
  for (const match of (tag[1] ?? "").matchAll(/([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = (match[2] ?? match[3] ?? "").replace(
      /&(amp|lt|gt|quot|apos);/g,
      (_, entity: string) => XML_ENTITIES[entity] ?? "",
    );
    attributes.set((match[1] ?? "").toLowerCase(), value);
  }
  return attributes;
}

function rateOf(
  text: string | undefined,
  what: string,
): { ok: true; rateMilli: RateMilli } | { ok: false; reason: string } {
  if (text === undefined || text.trim() === "") return { ok: false, reason: `no ${what}` };
  const reading = readFractionRate(text);
  if (!reading.ok) return { ok: false, reason: `${what}: ${reading.reason}` };
  const problem = rangeProblem(reading.rateMilli);
  return problem ? { ok: false, reason: `${what}: ${problem}` } : reading;
}

export function readDorAnswer(body: string): DorAnswer {
  if (body.length > DOR_ANSWER_MAX_CHARS) return { kind: "no-answer", reason: "the answer is far longer than DOR's" };
  const response = attributesOf(body, "response");
  if (!response) return { kind: "no-answer", reason: "the answer is not DOR's XML (no <response>)" };
  const resultText = response.get("code") ?? "";
  if (!/^\d{1,2}$/.test(resultText))
    return { kind: "no-answer", reason: `result code "${resultText}" is not a number` };
  const resultCode = Number(resultText);
  if (resultCode === NOT_FOUND) return { kind: "not-found", resultCode };
  const match = MATCH_BY_RESULT_CODE[resultCode];
  if (!match) return { kind: "no-answer", reason: `DOR answered result code ${resultCode} (an error)` };

  const codeText = (response.get("loccode") ?? "").trim();
  if (!/^\d{1,4}$/.test(codeText)) return { kind: "no-answer", reason: `location code "${codeText}" is not a code` };
  const code = codeText.padStart(4, "0");
  const total = rateOf(response.get("rate"), "rate");
  if (!total.ok) return { kind: "no-answer", reason: total.reason };
  const rateElement = attributesOf(body, "rate");
  const local = rateOf(response.get("localrate") ?? rateElement?.get("localrate"), "local rate");
  if (!local.ok) return { kind: "no-answer", reason: local.reason };
  const state = rateElement?.get("staterate")
    ? rateOf(rateElement.get("staterate"), "state rate")
    : { ok: true as const, rateMilli: total.rateMilli - local.rateMilli };
  if (!state.ok) return { kind: "no-answer", reason: state.reason };
  if (state.rateMilli !== WASHINGTON_STATE_RATE_MILLI || state.rateMilli + local.rateMilli !== total.rateMilli) {
    return { kind: "no-answer", reason: "the state and local rates do not add up to Washington's total" };
  }
  const name = rateElement?.get("name")?.trim();
  return {
    kind: "found",
    resultCode,
    match,
    code,
    rateMilli: total.rateMilli,
    localRateMilli: local.rateMilli,
    stateRateMilli: state.rateMilli,
    location: name ? name : null,
  };
}
