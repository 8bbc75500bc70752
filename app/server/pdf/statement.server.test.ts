import { describe, expect, it, vi } from "vitest";

import { buildStatement } from "#app/domain/billing/statement";
import { getPublicConfig, parseEnv } from "#app/server/config/env.server";
import { readPdf } from "#tests/support/pdf-text";

import { statementPdf } from "./statement.server";

/** A buyer's statement drawn for real and read back: every entry, page after page, and the balance. */

vi.setConfig({ testTimeout: 30_000 });

const config = getPublicConfig(parseEnv({ COMPANY_LEGAL_NAME: "Nestz Homes of the Northwest LLC" }));
const buyer = { name: "Ada Lovelace", organization: "Clark County", email: "ada@clark.example" };

describe("a statement's PDF", () => {
  it("lists every invoice and payment with the balance, and flows onto more pages when long", async () => {
    const invoices = Array.from({ length: 30 }, (_, index) => ({
      id: index + 1,
      number: `INV-${String(index + 1).padStart(4, "0")}`,
      status: "open" as const,
      issuedOn: `2026-0${1 + Math.floor(index / 5)}-1${index % 5}`,
      amountCents: 1_000_000 + index,
    }));
    const payments = invoices.slice(0, 29).map((invoice) => ({
      id: invoice.id,
      invoiceId: invoice.id,
      receivedOn: `2026-0${1 + Math.floor((invoice.id - 1) / 5)}-2${(invoice.id - 1) % 5}`,
      method: "wire" as const,
      reference: `Wire ${invoice.id}`,
      amountCents: invoice.amountCents,
    }));
    const statement = buildStatement(invoices, payments);
    const pdf = await readPdf((await statementPdf({ buyer, statement, asOf: "2026-11-28" }, config)).body);
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.info).toMatchObject({ Title: "Statement for Clark County", Author: config.legalName });
    const text = pdf.text.replace(/\s+/g, " ");
    expect(text).toMatch(/statement of account/i);
    for (const shown of ["ada@clark.example", "November 28, 2026", "INV-0001", "INV-0030"])
      expect(text).toContain(shown);
    expect(text).toContain("Payment by wire transfer (Wire 29) on INV-0029");
    expect(text).toMatch(/Balance due \$10,000\.29/);
  });
});
