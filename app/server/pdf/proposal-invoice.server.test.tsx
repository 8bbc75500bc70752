import { describe, expect, it, vi } from "vitest";

import type { InvoiceView } from "#app/domain/billing/views";
import type { ProposalView } from "#app/domain/proposals/views";
import { getPublicConfig, parseEnv } from "#app/server/config/env.server";
import { readPdf } from "#tests/support/pdf-text";
import {
  sampleAcceptedProposal as accepted,
  sampleInvoice as invoice,
  sampleProposal as proposal,
} from "#tests/support/proposal-samples";

import { invoicePdf, InvoicePdfDocument } from "./invoice.server";
import { proposalPdf, ProposalPdfDocument } from "./proposal.server";
import { renderPdf } from "./render.server";

/** A proposal and an invoice drawn for real and read back: what a purchasing office files. */

vi.setConfig({ testTimeout: 30_000 });

const MAX_BYTES = 300 * 1024;
const config = getPublicConfig(parseEnv({ COMPANY_LEGAL_NAME: "Nestz Homes of the Northwest LLC" }));

const oneLine = (text: string) => text.replace(/\s+/g, " ");

describe("a proposal's PDF", () => {
  it("has the page's content: reference, version, dates, buyer, lines, tax, total, deposit, terms", async () => {
    const file = await renderPdf(<ProposalPdfDocument proposal={proposal} config={config} />);
    expect(file.body.byteLength).toBeLessThan(MAX_BYTES);
    const pdf = await readPdf(file.body);
    expect(pdf.info).toMatchObject({ Title: "Proposal Q-1042-P2", Author: config.legalName, Language: "en-US" });
    const text = oneLine(pdf.text);
    for (const shown of [
      "Q-1042-P2",
      "Q-1042",
      "Clark County",
      "ada@clark.example",
      "December 26, 2026, 11:59 PM Pacific",
      "Office Nestz",
      "$37,800.00",
      "-$500.00",
      "$76,388.00",
      "Washington sales tax, location code 0603, at 8.5%",
      "Delivered to",
      "$6,492.98",
      "$82,880.98",
      "Deposit due on acceptance",
      "$20,720.25",
      // The payment schedule, each stage with its tax within.
      "As each home is delivered",
      "$62,160.73",
      "$4,869.73",
      "Delivery is scheduled on acceptance.",
      `Content fingerprint (SHA-256): ${"c".repeat(64)}`,
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain("Accepted by");
  });

  it("carries the acceptance record once accepted, and an exemption instead of tax", async () => {
    const exempt: ProposalView = {
      ...accepted,
      tax: {
        charged: false,
        label: "No sales tax: sold to the United States, paid directly (WAC 458-20-190)",
        cents: 0,
        locationCode: null,
        rate: null,
      },
    };
    const text = oneLine((await readPdf((await proposalPdf(exempt, config)).body)).text);
    expect(text).toContain("No sales tax: sold to the United States, paid directly (WAC 458-20-190)");
    expect(text).toContain("Accepted by Ada Lovelace (ada@clark.example)");
    expect(text).toContain("November 27, 2026, 10:04 AM Pacific");
  });

  it("lists what is offered before acceptance, and only what was bought after", async () => {
    const choice = (kind: "option" | "alternative", chosen: boolean, group: string | null = null) => ({
      kind,
      group,
      chosen,
    });
    const withChoices = (view: ProposalView, [solar, evergreen, cedar]: [boolean, boolean, boolean]): ProposalView => ({
      ...view,
      choices: [solar && 3, evergreen && 4, cedar && 5].filter((index) => index !== false),
      lines: [
        ...view.lines,
        {
          description: "Solar preparation",
          quantity: 2,
          unitPriceCents: 120_000,
          totalCents: 240_000,
          choice: choice("option", solar),
        },
        {
          description: "Paint: Evergreen",
          quantity: 2,
          unitPriceCents: 0,
          totalCents: 0,
          choice: choice("alternative", evergreen, "Paint"),
        },
        {
          description: "Paint: Cedar red",
          quantity: 2,
          unitPriceCents: 45_000,
          totalCents: 90_000,
          choice: choice("alternative", cedar, "Paint"),
        },
      ],
    });
    const before = oneLine(
      (await readPdf((await proposalPdf(withChoices(proposal, [false, true, false]), config)).body)).text,
    );
    expect(before).toContain("Solar preparation (Optional; not chosen)");
    expect(before).toContain("Paint: Evergreen (Choose one: Paint; chosen)");
    expect(before).toContain("Paint: Cedar red (Choose one: Paint; not chosen)");
    expect(before).toContain("This proposal offers 3 choices");
    const after = oneLine(
      (await readPdf((await proposalPdf(withChoices(accepted, [true, false, true]), config)).body)).text,
    );
    expect(after).toContain("Solar preparation (chosen)");
    expect(after).toContain("Paint: Cedar red (chosen)");
    expect(after).not.toContain("Evergreen");
    expect(after).not.toContain("This proposal offers");
  });

  it("is drawn once for the same view, and afresh when the view changes", async () => {
    const first = await proposalPdf(proposal, config);
    expect(await proposalPdf({ ...proposal }, config)).toBe(first);
    expect((await proposalPdf(accepted, config)).etag).not.toBe(first.etag);
  });
});

describe("an invoice's PDF", () => {
  it("has the number, dates, purchase order, amount due and how to pay", async () => {
    const file = await renderPdf(<InvoicePdfDocument invoice={invoice} config={config} />);
    expect(file.body.byteLength).toBeLessThan(MAX_BYTES);
    const pdf = await readPdf(file.body);
    expect(pdf.info).toMatchObject({ Title: "Invoice INV-0007", Author: config.legalName });
    const text = oneLine(pdf.text);
    for (const shown of [
      "INV-0007",
      "December 27, 2026 (net 30 against your purchase order)",
      "PO-55-1200",
      "Q-1042-P2",
      "Invoice amount",
      "$82,880.98",
      "Paid to date",
      "$30,000.00",
      "Amount due",
      "$52,880.98",
      "PO Box 1042, Portland, OR 97201",
    ])
      expect(text).toContain(shown);
  });

  it("once paid, says when and how instead of how to pay", async () => {
    const paid: InvoiceView = {
      ...invoice,
      standing: "paid",
      paid: { on: "2026-12-10", method: "ach", reference: "ACH 5521" },
    };
    const text = oneLine((await readPdf((await invoicePdf(paid, config)).body)).text);
    expect(text).toMatch(/Paid in full \(\$82,880\.98\) on 2026-12-10 by .*\(ACH 5521\)/);
    expect(text).not.toContain("PO Box 1042");
  });
});

describe("names in any script the buyer can type", () => {
  // Lines are joined again as a reader does: a word broken across lines carries a hyphen at the break.
  const joined = (text: string) => text.replace(/-\n/g, "").replace(/\s+/g, " ");
  const poNumber = `PO${"7A".repeat(59)}`;

  it("appear whole as text: Polish, Greek, Cyrillic, Vietnamese letters", async () => {
    const named: ProposalView = {
      ...accepted,
      buyer: { name: "Δημήτρης Παπαδόπουλος", organization: "Общество «Ёлка»", email: "ada@clark.example" },
      acceptance: accepted.acceptance && { ...accepted.acceptance, name: "Łukasz Żółć" },
      lines: [{ ...accepted.lines[0]!, description: "Nestz for Nguyễn Thị Ánh and Дмитрий Шостакович" }],
    };
    const text = joined(
      (await readPdf((await renderPdf(<ProposalPdfDocument proposal={named} config={config} />)).body)).text,
    );
    for (const name of [
      "Łukasz Żółć",
      "Δημήτρης Παπαδόπουλος",
      "Общество «Ёлка»",
      "Nguyễn Thị Ánh",
      "Дмитрий Шостакович",
    ])
      expect(text).toContain(name);
  });

  it("a 120-character purchase order number wraps, whole, instead of running off the page", async () => {
    expect(poNumber).toHaveLength(120);
    const file = await renderPdf(<InvoicePdfDocument invoice={{ ...invoice, poNumber }} config={config} />);
    const text = (await readPdf(file.body)).text;
    expect(joined(text)).toContain(poNumber);
  });
});
