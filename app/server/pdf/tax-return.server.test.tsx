import { describe, expect, it, vi } from "vitest";

import { filingPeriodOfKey } from "#app/domain/tax/filing-periods";
import { returnFigures, type TaxSale } from "#app/domain/tax/return-figures";
import { getPublicConfig, parseEnv } from "#app/server/config/env.server";
import { readPdf } from "#tests/support/pdf-text";

import { PDF_LOCATION_LINES, taxReturnPdf } from "./tax-return.server";

/** A quarter's figures drawn for real and read back: what the owner hands the accountant. */

vi.setConfig({ testTimeout: 30_000 });

const config = getPublicConfig(parseEnv({ COMPANY_LEGAL_NAME: "Nestz Homes of the Northwest LLC" }));
const quarter = filingPeriodOfKey("2026-Q4");
if (!quarter) throw new Error("the quarter did not read");

function sale(id: number, fields: Partial<TaxSale>): TaxSale {
  const preTaxCents = fields.preTaxCents ?? 100_000;
  const taxCents = fields.taxCents ?? 10_350;
  return {
    kind: "invoice",
    id,
    proposalId: id,
    number: `INV-${String(id).padStart(4, "0")}`,
    buyer: "City of Tacoma",
    day: "2026-11-02",
    treatment: "taxable",
    flagged: false,
    locationCode: "1726",
    rateMilli: 10_350,
    stateRateMilli: 6_500,
    localRateMilli: 3_850,
    ...fields,
    preTaxCents,
    taxCents,
    amountCents: preTaxCents + taxCents,
  };
}

const oneLine = (text: string) => text.replace(/\s+/g, " ");

describe("the return's PDF", () => {
  it("states the quarter's figures and the addendum's lines on one page", async () => {
    const figures = returnFigures([
      sale(1, { preTaxCents: 4_833_333, taxCents: 500_250 }),
      sale(2, { treatment: "no-washington-tax", preTaxCents: 2_000_000, taxCents: 0, locationCode: null }),
      sale(3, { treatment: "exempt-other", flagged: true, preTaxCents: 50_000, taxCents: 0 }),
    ]);
    const pdf = await readPdf((await taxReturnPdf({ period: quarter, figures }, config, "2027-01-05")).body);
    expect(pdf.pages).toBe(1);
    expect(pdf.info.Title).toBe("Sales tax figures, Q4 2026 (Oct–Dec)");
    const text = oneLine(pdf.text);
    for (const shown of [
      "Gross sales",
      "$68,833.33",
      "Delivered outside Washington (Oregon included)",
      "$20,000.00",
      "Taxable amount",
      "$48,333.33",
      "1726",
      "3.85 %",
      "$1,860.83",
      "1 flagged for review",
    ]) {
      expect(text).toContain(shown);
    }
  });

  it("stays on one page with many location codes and problems, summing the codes it cannot list", async () => {
    const sales = Array.from({ length: 40 }, (_, index) =>
      sale(index + 1, { locationCode: String(1000 + index), localRateMilli: 2_000 + index, rateMilli: 8_500 + index }),
    );
    sales.push(...Array.from({ length: 8 }, (_, index) => sale(100 + index, { locationCode: null })));
    const figures = returnFigures(sales);
    const pdf = await readPdf((await taxReturnPdf({ period: quarter, figures }, config, "2027-01-05")).body);
    expect(pdf.pages).toBe(1);
    expect(oneLine(pdf.text)).toContain(
      `${figures.locations.length - PDF_LOCATION_LINES + 1} more codes (see the CSV)`,
    );
    expect(oneLine(pdf.text)).toContain("The Tax page lists the rest.");
  });

  it("names each credit note on its invoice and states the figures net of it", async () => {
    const invoice = sale(42, { preTaxCents: 100_000, taxCents: 10_350 });
    const note = sale(1, {
      kind: "credit-note",
      number: "CN-0001",
      preTaxCents: 10_000,
      taxCents: 1_035,
      corrects: { id: 42, number: "INV-0042", preTaxCents: 100_000, taxCents: 10_350 },
    });
    const figures = returnFigures([invoice, note]);
    const pdf = await readPdf((await taxReturnPdf({ period: quarter, figures }, config, "2027-01-05")).body);
    const text = oneLine(pdf.text);
    expect(text).toContain("2 sales counted. Credit notes taken back out: CN-0001 on INV-0042 ($110.35).");
    expect(text).toContain("$900.00"); // gross and taxable: $1,000.00 less $100.00
    expect(text).toContain("$34.65"); // local tax due: $900.00 × 3.85 %
  });
});
