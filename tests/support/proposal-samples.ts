/**
 * A proposal (sent, and accepted) and a purchase-order invoice as their pages
 * see them: for the PDF tests and the benchmark that draws their PDFs.
 */
import type { InvoiceView } from "#app/domain/billing/views";
import type { ProposalView } from "#app/domain/proposals/views";

export const sampleProposal: ProposalView = {
  reference: "Q-1042-P2",
  quoteReference: "Q-1042",
  version: 2,
  status: "sent",
  business: { name: "Nestz", email: "hello@nestz.example", phone: "(503) 555-0142" },
  buyer: { name: "Ada Lovelace", organization: "Clark County", email: "ada@clark.example" },
  lines: [
    { description: "Office Nestz", quantity: 2, unitPriceCents: 3_780_000, totalCents: 7_560_000 },
    { description: "Discount", quantity: 1, unitPriceCents: -50_000, totalCents: -50_000 },
    { description: "Delivery to Vancouver, WA, per unit", quantity: 2, unitPriceCents: 64_400, totalCents: 128_800 },
  ],
  delivery: "1300 Franklin St, Vancouver, WA 98660",
  subtotalCents: 7_638_800,
  tax: {
    charged: true,
    label: "Washington sales tax, location code 0603, at 8.5%",
    cents: 649_298,
    locationCode: "0603",
    rate: "8.5",
  },
  totalCents: 8_288_098,
  schedule: [
    { name: "Deposit", when: "On acceptance", amountCents: 2_072_025, taxCents: 162_325, units: null },
    { name: "Delivery", when: "As each home is delivered", amountCents: 6_216_073, taxCents: 486_973, units: 1 },
  ],
  depositCents: 2_072_025,
  purchaseOrderNumber: null,
  paymentTerms: "both",
  validUntil: "2026-12-26",
  validUntilLabel: "December 26, 2026",
  terms: "Prices hold until the date above.\n\nDelivery is scheduled on acceptance.",
  contentHash: "c".repeat(64),
  sentOn: "November 26, 2026",
  acceptance: null,
  declined: null,
  deposit: { paid: false, paidWhen: null },
  paidCents: 0,
  owedCents: 8_288_098,
  remainingCents: 8_288_098,
  invoices: [],
  replacedBy: null,
};

export const sampleAcceptedProposal: ProposalView = {
  ...sampleProposal,
  status: "accepted",
  acceptance: {
    name: "Ada Lovelace",
    email: "ada@clark.example",
    at: "2026-11-27T18:04:00.000Z",
    when: "November 27, 2026, 10:04 AM",
    version: 2,
    hash: "c".repeat(64),
  },
};

export const sampleInvoice: InvoiceView = {
  number: "INV-0007",
  stage: null,
  kind: "purchase-order",
  standing: "open",
  amountCents: 8_288_098,
  tax: {
    preTaxCents: 7_638_800,
    cents: 649_298,
    label: "Washington sales tax, location code 0603, at 8.5%",
  },
  poNumber: "PO-55-1200",
  issuedOn: "2026-11-27",
  dueOn: "2026-12-27",
  issuedLabel: "November 27, 2026",
  dueLabel: "December 27, 2026",
  proposalReference: "Q-1042-P2",
  proposalTotalCents: 8_288_098,
  buyer: { name: "Ada Lovelace", organization: "Clark County", email: "ada@clark.example" },
  business: { name: "Nestz", email: "hello@nestz.example", phone: "(503) 555-0142" },
  remitTo: ["Nestz Homes of the Northwest LLC", "PO Box 1042, Portland, OR 97201"],
  bankAccount: {
    bankName: "Test Bank (no money moves)",
    accountHolderName: "Nestz test payments",
    accountNumber: "000123456789",
    routingNumber: "110000000",
  },
  voided: null,
  paidCents: 3_000_000,
  creditCents: 0,
  balanceCents: 5_288_098,
  paid: null,
  cardAllowed: false,
  creditedCents: 0,
  creditNotes: [],
};
