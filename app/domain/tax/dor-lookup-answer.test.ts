import { describe, expect, it } from "vitest";

import { DOR_ANSWER_MAX_CHARS, readDorAnswer } from "./dor-lookup-answer";

const answer = (attributes: string, rate = '<rate name="SEATTLE" code="1726" staterate=".065" localrate=".0385" />') =>
  `<?xml version="1.0" encoding="utf-8"?><response ${attributes} xmlns=""><addressline code="1726" />${rate}</response>`;

describe("readDorAnswer", () => {
  it("reads an address match with its code, rates and location", () => {
    expect(readDorAnswer(answer('loccode="1726" localrate=".0385" rate=".1035" code="0"'))).toEqual({
      kind: "found",
      resultCode: 0,
      match: "address",
      code: "1726",
      rateMilli: 10_350,
      localRateMilli: 3_850,
      stateRateMilli: 6_500,
      location: "SEATTLE",
    });
  });

  it("maps DOR's result codes to how exact the match was", () => {
    const match = (code: number) => {
      const read = readDorAnswer(answer(`loccode="1726" localrate=".0385" rate=".1035" code="${code}"`));
      return read.kind === "found" ? read.match : read.kind;
    };
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(match)).toEqual([
      "address",
      "zip+4",
      "address",
      "zip+4",
      "address",
      "zip",
      "not-found",
      "no-answer",
    ]);
  });

  it("reads DOR's 'not found' as a definite answer", () => {
    expect(readDorAnswer(answer('loccode="-1" localrate="-1" rate="-1" code="6"', "<rate/>"))).toEqual({
      kind: "not-found",
      resultCode: 6,
    });
  });

  it("gives a location code its leading zero and reads single-quoted attributes", () => {
    const read = readDorAnswer(
      answer("loccode='605' localrate='.024' rate='.089' code='2'", "<rate name='VANCOUVER' staterate='.065' />"),
    );
    expect(read).toMatchObject({ kind: "found", code: "0605", rateMilli: 8_900, location: "VANCOUVER" });
  });

  it.each([
    ["an HTML page", "<html><body>Service Unavailable</body></html>"],
    ["an empty body", ""],
    ["a rate that is not a fraction", answer('loccode="1726" localrate=".0385" rate="10.35%" code="0"')],
    ["a rate over 15 %", answer('loccode="1726" localrate=".1" rate=".165" code="0"', "<rate />")],
    ["parts that do not add up", answer('loccode="1726" localrate=".0385" rate=".1" code="0"')],
    ["no location code", answer('localrate=".0385" rate=".1035" code="0"')],
    ["no result code", answer('loccode="1726" localrate=".0385" rate=".1035"')],
    [
      "a body far longer than DOR's",
      `${answer('loccode="1726" localrate=".0385" rate=".1035" code="0"')}${" ".repeat(DOR_ANSWER_MAX_CHARS)}`,
    ],
  ])("is no answer for %s", (_, body) => {
    expect(readDorAnswer(body)).toMatchObject({ kind: "no-answer", reason: expect.any(String) });
  });
});
