import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CSV_BOM, csvField, csvRecord, csvTable, neutraliseFormula, parseCsv, toCsv } from "./csv";

describe("csvField", () => {
  it("writes plain text as it is", () => {
    expect(csvField("Nestz Sticker")).toBe("Nestz Sticker");
    expect(csvField("Señora Øster — 2 × sticker")).toBe("Señora Øster — 2 × sticker");
    expect(csvField("")).toBe("");
  });

  it("quotes a field holding a comma, a quote, a line feed or a carriage return, doubling quotes", () => {
    expect(csvField("Olympia, WA")).toBe('"Olympia, WA"');
    expect(csvField('The "Loft"')).toBe('"The ""Loft"""');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvField('"')).toBe('""""');
  });

  it("neutralises text that a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvField("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    // A carriage return first: neutralised, and quoted because it holds a line break.
    expect(csvField("\r=1")).toBe('"\'\r=1"');
  });

  it("leaves those characters alone anywhere but first", () => {
    expect(csvField("a=b")).toBe("a=b");
    expect(csvField("buyer@example.com")).toBe("buyer@example.com");
    expect(csvField("pi_test-1")).toBe("pi_test-1");
    expect(csvField(" =1")).toBe(" =1");
  });

  it("writes numbers as digits (never neutralised) and nothing as an empty field", () => {
    expect(csvField(-5)).toBe("-5");
    expect(csvField(2.5)).toBe("2.5");
    expect(csvField(0)).toBe("0");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(() => csvField(Number.NaN)).toThrow(RangeError);
    expect(() => csvField(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("writes a decimal exactly as given, a minus included, and refuses anything else in its place", () => {
    expect(csvField({ decimal: "-906.20" })).toBe("-906.20");
    expect(csvField({ decimal: "1000.00" })).toBe("1000.00");
    expect(() => csvField({ decimal: "-1+1" })).toThrow(RangeError);
    expect(() => csvField({ decimal: "=1" })).toThrow(RangeError);
  });
});

describe("neutraliseFormula", () => {
  it("prefixes exactly the six formula starts", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(neutraliseFormula(`${start}x`)).toBe(`'${start}x`);
    for (const start of ["'", "a", "1", " ", "\n", "#", "%"]) expect(neutraliseFormula(`${start}x`)).toBe(`${start}x`);
    expect(neutraliseFormula("")).toBe("");
  });
});

describe("toCsv and csvTable", () => {
  it("ends every record with CRLF and starts with the byte-order mark", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c", "d"],
      ]),
    ).toBe(`${CSV_BOM}a,b\r\nc,d\r\n`);
    expect(toCsv([["a"]], { bom: false })).toBe("a\r\n");
    expect(csvRecord(["x", null, 3])).toBe("x,,3");
  });

  it("writes a header row, then one record per row, in the columns' order", () => {
    const rows = [
      { name: "Nestz Sticker", cents: 100 },
      { name: "Hat, wool", cents: 2500 },
    ];
    const text = csvTable(
      [
        { header: "Name", value: (row: (typeof rows)[number]) => row.name },
        { header: "Cents", value: (row: (typeof rows)[number]) => row.cents },
      ],
      rows,
    );
    expect(text).toBe(`${CSV_BOM}Name,Cents\r\nNestz Sticker,100\r\n"Hat, wool",2500\r\n`);
  });

  it("writes only the header row for no rows", () => {
    expect(csvTable([{ header: "Order", value: () => "x" }], [], { bom: false })).toBe("Order\r\n");
  });
});

describe("parseCsv", () => {
  it("reads back what toCsv writes, whatever the text (formula starts come back with their apostrophe)", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "é", ",", '"', "\n", "\r", " ", "=", "-", "×", "'") });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }),
        (records) => {
          expect(parseCsv(toCsv(records))).toEqual(records.map((record) => record.map(neutraliseFormula)));
        },
      ),
    );
  });

  it("reads quoted line breaks inside a field", () => {
    expect(parseCsv('a,"b\r\nc"\r\nd,e\r\n')).toEqual([
      ["a", "b\r\nc"],
      ["d", "e"],
    ]);
  });
});
