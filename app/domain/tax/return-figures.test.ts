import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { addendumCsv, fractionRate, plainDollars } from "./return-csv";
import { returnFigures, saleLabel, type TaxSale } from "./return-figures";
import { taxShares } from "./shares";
import { TAX_TREATMENTS } from "./treatments";

let nextId = 1;
function sale(fields: Partial<TaxSale>): TaxSale {
  const id = nextId++;
  const made: Omit<TaxSale, "amountCents"> = {
    kind: "invoice",
    id,
    proposalId: 1,
    number: `INV-${String(id).padStart(4, "0")}`,
    buyer: "Harbor Homes",
    day: "2026-11-02",
    preTaxCents: 0,
    taxCents: 0,
    treatment: "taxable",
    flagged: false,
    locationCode: "1726",
    rateMilli: 10_350,
    stateRateMilli: 6_500,
    localRateMilli: 3_850,
    ...fields,
  };
  return { ...made, amountCents: fields.amountCents ?? made.preTaxCents + made.taxCents };
}

describe("the return's figures", () => {
  it("adds a deposit and a balance of one Seattle sale to the cent, split into state and local tax", () => {
    // $48,333.33 at 10.35 % is $5,002.50 of tax (500,249.97 ¢, rounded); a 25 % deposit carries its share.
    const taxCents = 500_250;
    const [depositTax = 0, balanceTax = 0] = taxShares(taxCents, [1_208_333, 3_625_000]);
    const deposit = sale({ kind: "deposit", id: 7, number: "Q-ABC v1", preTaxCents: 1_208_333, taxCents: depositTax });
    const balance = sale({ preTaxCents: 3_625_000, taxCents: balanceTax, day: "2026-11-20" });
    const figures = returnFigures([balance, deposit]);

    expect(figures.grossCents).toBe(4_833_333);
    expect(figures.taxableCents).toBe(4_833_333);
    expect(figures.deductionsCents).toBe(0);
    expect(figures.taxCents).toBe(500_250);
    expect(figures.stateTaxCents + figures.localTaxCents).toBe(500_250);
    // Each sale's tax is split by 6.5 / 10.35, rounded half up; the local part is what is left.
    expect(figures.stateTaxCents).toBe(
      Math.round((depositTax * 6_500) / 10_350) + Math.round((balanceTax * 6_500) / 10_350),
    );
    expect(figures.stateTaxDueCents).toBe(314_167); // 4,833,333 × 6.5 % = 314,166.6
    expect(figures.locations).toEqual([
      {
        code: "1726",
        localRateMilli: 3_850,
        taxableCents: 4_833_333,
        stateTaxCents: figures.stateTaxCents,
        localTaxCents: figures.localTaxCents,
        localTaxDueCents: 186_083, // 4,833,333 × 3.85 % = 186,083.3
        sales: ["deposit-7", `invoice-${balance.id}`],
      },
    ]);
    expect(figures.sales.map((counted) => counted.number)).toEqual(["Q-ABC v1", balance.number]);
  });

  it("deducts each exemption under its kind, Oregon with the interstate sales, and flags the other kind", () => {
    const oregon = sale({
      treatment: "no-washington-tax",
      preTaxCents: 1_000_001,
      rateMilli: null,
      locationCode: null,
    });
    const idaho = sale({ treatment: "exempt-interstate", preTaxCents: 500_000, rateMilli: null, locationCode: null });
    const federal = sale({ treatment: "exempt-federal", preTaxCents: 250_000 });
    const resale = sale({ treatment: "exempt-resale", preTaxCents: 125_000 });
    const other = sale({ treatment: "exempt-other", flagged: true, preTaxCents: 99_999 });
    const taxed = sale({ preTaxCents: 10_001, taxCents: 1_035 });
    const figures = returnFigures([oregon, idaho, federal, resale, other, taxed]);

    const byKind = Object.fromEntries(figures.deductions.map((deduction) => [deduction.kind, deduction]));
    expect(byKind.interstate).toMatchObject({ amountCents: 1_500_001, flagged: false });
    expect(byKind.interstate?.sales).toEqual([`invoice-${oregon.id}`, `invoice-${idaho.id}`]);
    expect(byKind.federal).toMatchObject({ amountCents: 250_000, sales: [`invoice-${federal.id}`] });
    expect(byKind.resale).toMatchObject({ amountCents: 125_000, sales: [`invoice-${resale.id}`] });
    expect(byKind.other).toMatchObject({ amountCents: 99_999, flagged: true, sales: [`invoice-${other.id}`] });
    expect(figures.flaggedSales).toEqual([`invoice-${other.id}`]);
    expect(figures.grossCents).toBe(1_985_001);
    expect(figures.grossCents).toBe(figures.deductionsCents + figures.taxableCents);
    expect(figures.taxableCents).toBe(10_001);
    expect(figures.taxableSales).toEqual([`invoice-${taxed.id}`]);
    // Only the taxed sale reaches the addendum.
    expect(figures.locations.map((line) => line.sales)).toEqual([[`invoice-${taxed.id}`]]);
    expect(figures.problems).toEqual([]);
  });

  it("keeps one addendum line per location code and local rate, codes in numerical order", () => {
    const figures = returnFigures([
      sale({ locationCode: "2712", rateMilli: 8_900, stateRateMilli: 6_500, localRateMilli: 2_400, preTaxCents: 100 }),
      sale({ locationCode: "404", rateMilli: 8_000, stateRateMilli: null, localRateMilli: null, preTaxCents: 200 }),
      // The same code at last quarter's rate, on a proposal sent before the change.
      sale({ locationCode: "2712", rateMilli: 8_800, stateRateMilli: 6_500, localRateMilli: 2_300, preTaxCents: 300 }),
    ]);
    expect(figures.locations.map((line) => [line.code, line.localRateMilli, line.taxableCents])).toEqual([
      ["404", 1_500, 200],
      ["2712", 2_300, 300],
      ["2712", 2_400, 100],
    ]);
  });

  it("names what must be put right: a taxed sale without a code or rate, an exempt sale carrying tax", () => {
    const noCode = sale({ locationCode: null, preTaxCents: 10_000, taxCents: 1_000, number: "INV-0100" });
    const noRate = sale({
      rateMilli: null,
      stateRateMilli: null,
      localRateMilli: null,
      preTaxCents: 5_000,
      taxCents: 500,
      number: "INV-0101",
    });
    const taxedExempt = sale({ treatment: "exempt-resale", preTaxCents: 7_000, taxCents: 70, number: "INV-0102" });
    const figures = returnFigures([noCode, noRate, taxedExempt]);

    expect(figures.problems.map((problem) => problem.message)).toEqual([
      "INV-0100 has no location code: choose its rate on the proposal.",
      "INV-0101 has no recorded rate, so its tax cannot be split.",
      "INV-0102 is exempt but carries tax; the tax is counted below.",
    ]);
    // Nothing is lost: the tax still adds up, and a line without a code comes last.
    expect(figures.taxCents).toBe(1_570);
    expect(figures.stateTaxCents + figures.localTaxCents).toBe(1_570);
    expect(figures.locations.at(-1)?.code).toBeNull();
    expect(figures.locations.reduce((sum, line) => sum + line.taxableCents, 0)).toBe(figures.taxableCents);
  });

  it("names a deposit or invoice whose pre-tax amount and tax do not come to what it asked for", () => {
    const figures = returnFigures([
      sale({ number: "INV-0007", preTaxCents: 10_000, taxCents: 1_000, amountCents: 10_000 }),
    ]);
    expect(figures.problems.map((problem) => problem.message)).toEqual([
      "INV-0007 asks for $100.00, but its pre-tax amount and tax come to $110.00.",
    ]);
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => returnFigures([sale({ preTaxCents: 10.5 })])).toThrow(RangeError);
    expect(() => returnFigures([sale({ taxCents: -1 })])).toThrow(RangeError);
  });

  it("counts nothing for a period without sales", () => {
    const figures = returnFigures([]);
    expect(figures).toMatchObject({ grossCents: 0, taxableCents: 0, taxCents: 0, locations: [], problems: [] });
    expect(figures.deductions.every((deduction) => deduction.amountCents === 0)).toBe(true);
  });

  it("always adds up: gross = deductions + taxable, state + local = tax, lines = taxable", () => {
    const saleArbitrary = fc.record({
      treatment: fc.constantFrom(...TAX_TREATMENTS),
      preTaxCents: fc.integer({ min: 0, max: 500_000_000_00 }),
      rateMilli: fc.integer({ min: 6_500, max: 15_000 }),
      code: fc.constantFrom("1726", "2712", "404", null),
      recordedParts: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(saleArbitrary, { maxLength: 40 }), (drawn) => {
        const sales = drawn.map((row) => {
          const taxCents = row.treatment === "taxable" ? Math.round((row.preTaxCents * row.rateMilli) / 100_000) : 0;
          return sale({
            treatment: row.treatment,
            preTaxCents: row.preTaxCents,
            taxCents,
            locationCode: row.code,
            rateMilli: row.rateMilli,
            stateRateMilli: row.recordedParts ? 6_500 : null,
            localRateMilli: row.recordedParts ? row.rateMilli - 6_500 : null,
          });
        });
        const figures = returnFigures(sales);
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        expect(figures.grossCents).toBe(sum(sales.map((counted) => counted.preTaxCents)));
        expect(figures.deductionsCents + figures.taxableCents).toBe(figures.grossCents);
        expect(figures.taxCents).toBe(sum(sales.map((counted) => counted.taxCents)));
        expect(figures.stateTaxCents + figures.localTaxCents).toBe(figures.taxCents);
        expect(sum(figures.locations.map((line) => line.taxableCents))).toBe(figures.taxableCents);
        expect(sum(figures.locations.map((line) => line.stateTaxCents + line.localTaxCents))).toBe(figures.taxCents);
        // Every sale is traced from the gross figure, and from exactly one deduction or the taxable figure.
        const traced = [...figures.taxableSales, ...figures.deductions.flatMap((deduction) => deduction.sales)];
        expect(traced.sort()).toEqual([...figures.grossSales].sort());
      }),
    );
  });
});

/** A credit note on an invoice: its amounts positive, with the invoice's treatment, code and rates. */
function creditNote(invoice: TaxSale, fields: Partial<TaxSale>): TaxSale {
  const id = nextId++;
  return sale({
    ...invoice,
    kind: "credit-note",
    id,
    number: `CN-${String(id).padStart(4, "0")}`,
    amountCents: undefined,
    corrects: { id: invoice.id, number: invoice.number, preTaxCents: invoice.preTaxCents, taxCents: invoice.taxCents },
    ...fields,
  });
}

describe("a credit note on the return", () => {
  // $36,250.00 at 10.35 % in Seattle; a credit note of $1,000.01 takes back $906.22 and $93.79 of tax.
  const invoiceOf = () => sale({ preTaxCents: 3_625_000, taxCents: 375_188, day: "2026-11-03" });

  it("takes its part of the sale back out in the period of its issue day, to the cent", () => {
    const invoice = invoiceOf();
    const note = creditNote(invoice, { preTaxCents: 90_622, taxCents: 9_379, day: "2026-11-20" });
    const figures = returnFigures([note, invoice]);

    expect(figures.grossCents).toBe(3_534_378);
    expect(figures.taxableCents).toBe(3_534_378);
    expect(figures.grossCents).toBe(figures.deductionsCents + figures.taxableCents);
    expect(figures.taxCents).toBe(365_809);
    // The invoice's tax splits to 235,625 ¢ state; the note's 9,379 ¢ splits as it would, 5,890 ¢ state.
    expect(figures.stateTaxCents).toBe(235_625 - 5_890);
    expect(figures.localTaxCents).toBe(365_809 - 229_735);
    expect(figures.stateTaxDueCents).toBe(229_735); // 3,534,378 × 6.5 % = 229,734.6
    expect(figures.locations).toEqual([
      {
        code: "1726",
        localRateMilli: 3_850,
        taxableCents: 3_534_378,
        stateTaxCents: 229_735,
        localTaxCents: 136_074,
        localTaxDueCents: 136_074, // 3,534,378 × 3.85 % = 136,073.6
        sales: [`invoice-${invoice.id}`, `credit-note-${note.id}`],
      },
    ]);
    expect(figures.grossSales).toEqual([`invoice-${invoice.id}`, `credit-note-${note.id}`]);
    expect(figures.taxableSales).toEqual(figures.grossSales);
    expect(figures.problems).toEqual([]);
    expect(saleLabel(note)).toBe(`${note.number} on ${invoice.number}`);
    // The addendum carries the net figures.
    expect(addendumCsv(figures).split("\r\n")[1]).toBe("1726,35343.78,0.0385,1360.74");
  });

  it("counts as a reduction in a later period on its own, and the two periods add up to the net sale", () => {
    const invoice = invoiceOf();
    const note = creditNote(invoice, { preTaxCents: 90_622, taxCents: 9_379, day: "2027-01-08" });
    const first = returnFigures([invoice]);
    const later = returnFigures([note]);

    expect(later).toMatchObject({
      grossCents: -90_622,
      deductionsCents: 0,
      taxableCents: -90_622,
      taxCents: -9_379,
      stateTaxCents: -5_890,
      localTaxCents: -3_489,
      stateTaxDueCents: -5_890, // 90,622 × 6.5 % = 5,890.4, taken off
      problems: [],
    });
    expect(later.locations).toMatchObject([
      { code: "1726", taxableCents: -90_622, localTaxDueCents: -3_489, sales: [`credit-note-${note.id}`] },
    ]);
    expect(addendumCsv(later).split("\r\n")[1]).toBe("1726,-906.22,0.0385,-34.89");
    const both = returnFigures([invoice, note]);
    for (const figure of ["grossCents", "taxableCents", "taxCents", "stateTaxCents", "localTaxCents"] as const) {
      expect(first[figure] + later[figure]).toBe(both[figure]);
    }
  });

  it("splits its tax between state and local so the parts add up, and a full credit leaves nothing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000_000_00 }),
        fc.integer({ min: 6_500, max: 15_000 }),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (preTaxCents, rateMilli, recordedParts, part) => {
          const invoice = sale({
            preTaxCents,
            taxCents: Math.round((preTaxCents * rateMilli) / 100_000),
            rateMilli,
            stateRateMilli: recordedParts ? 6_500 : null,
            localRateMilli: recordedParts ? rateMilli - 6_500 : null,
          });
          const noteTax = Math.floor(invoice.taxCents * part);
          const note = creditNote(invoice, { preTaxCents: Math.floor(preTaxCents * part), taxCents: noteTax });
          const alone = returnFigures([note]);
          expect(alone.stateTaxCents + alone.localTaxCents).toBe(0 - noteTax);
          expect(alone.stateTaxCents).toBeLessThanOrEqual(0);
          expect(alone.localTaxCents).toBeLessThanOrEqual(0);
          const both = returnFigures([invoice, note]);
          expect(both.stateTaxCents).toBe(returnFigures([invoice]).stateTaxCents + alone.stateTaxCents);
          expect(both.stateTaxCents + both.localTaxCents).toBe(invoice.taxCents - noteTax);
          expect(both.grossCents).toBe(both.deductionsCents + both.taxableCents);

          const full = returnFigures([invoice, creditNote(invoice, { preTaxCents, taxCents: invoice.taxCents })]);
          expect(full).toMatchObject({
            grossCents: 0,
            taxableCents: 0,
            taxCents: 0,
            stateTaxCents: 0,
            localTaxCents: 0,
          });
          expect(full.locations.map((line) => line.localTaxDueCents)).toEqual([0]);
        },
      ),
    );
  });

  it("takes an exempt sale's credit off its deduction", () => {
    const resale = sale({ treatment: "exempt-resale", preTaxCents: 125_000 });
    const note = creditNote(resale, { preTaxCents: 25_000 });
    const figures = returnFigures([resale, note]);
    const byKind = Object.fromEntries(figures.deductions.map((deduction) => [deduction.kind, deduction]));
    expect(byKind.resale).toMatchObject({
      amountCents: 100_000,
      sales: [`invoice-${resale.id}`, `credit-note-${note.id}`],
    });
    expect(figures).toMatchObject({ grossCents: 100_000, taxableCents: 0, taxCents: 0, locations: [], problems: [] });
  });

  it("names a credit note, or credit notes together, taking back more than its invoice carried", () => {
    const invoice = sale({ number: "INV-0042", preTaxCents: 10_000, taxCents: 1_035 });
    const over = creditNote(invoice, { number: "CN-0001", preTaxCents: 10_001, taxCents: 0 });
    const first = creditNote(invoice, { number: "CN-0002", preTaxCents: 5_000, taxCents: 600 });
    const second = creditNote(invoice, { number: "CN-0003", preTaxCents: 5_000, taxCents: 600 });
    expect(returnFigures([invoice, over]).problems).toEqual([
      {
        sale: `credit-note-${over.id}`,
        message: "CN-0001 on INV-0042 takes back more than INV-0042 carried ($100.00 before tax, $10.35 tax).",
      },
    ]);
    expect(returnFigures([first, second]).problems.map((problem) => problem.sale)).toEqual([
      `credit-note-${second.id}`,
    ]);
    expect(returnFigures([first]).problems).toEqual([]);
  });

  it("keeps the cents checks: a credit note's amounts are positive, and it must name its invoice", () => {
    const invoice = invoiceOf();
    expect(() => returnFigures([creditNote(invoice, { taxCents: -1 })])).toThrow(RangeError);
    expect(() => returnFigures([creditNote(invoice, { preTaxCents: 1, taxCents: 0, corrects: undefined })])).toThrow(
      "must name the invoice it corrects",
    );
  });
});

describe("the addendum CSV", () => {
  it("writes DOR's columns, one line per code, then the totals", () => {
    const figures = returnFigures([
      sale({ preTaxCents: 4_833_333, taxCents: 500_250 }),
      sale({ locationCode: "2712", rateMilli: 8_900, localRateMilli: 2_400, preTaxCents: 100_000, taxCents: 8_900 }),
    ]);
    expect(addendumCsv(figures).split("\r\n")).toEqual([
      "\uFEFFLocation Code,Taxable Amount,Local Rate,Tax Due City or County",
      "1726,48333.33,0.0385,1860.83",
      "2712,1000.00,0.0240,24.00",
      "Total,49333.33,,1884.83",
      "",
    ]);
  });

  it("writes amounts and rates exactly", () => {
    expect(plainDollars(5)).toBe("0.05");
    expect(plainDollars(123_456_789_01)).toBe("123456789.01");
    expect(fractionRate(10_250)).toBe("0.1025");
    expect(fractionRate(3_855)).toBe("0.03855");
    expect(fractionRate(0)).toBe("0.0000");
    expect(() => fractionRate(-1)).toThrow(RangeError);
  });
});
