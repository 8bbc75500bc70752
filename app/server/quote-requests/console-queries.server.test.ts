import { describe, expect, it } from "vitest";

import { CSV_BOM, parseCsv } from "#app/domain/console/csv";
import { QUOTE_REQUEST_STATUSES } from "#app/domain/quote-requests/status";
import { quoteRequestStatus } from "#app/server/db/schema.server";

import type { QuoteRequest } from "./changes.server";
import { quoteRequestsCsv, quoteRequestsCsvFileName } from "./console-queries.server";

const row = (changes: Partial<QuoteRequest> = {}): QuoteRequest => ({
  id: 42,
  reference: "Q-1042",
  idempotencyKey: "k",
  status: "quoted",
  buyerType: "government",
  intent: "rent",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 503 555 0100",
  organization: '=HYPERLINK("http://evil.example")',
  poReference: "PO-77",
  units: 4,
  model: "office",
  options: ["bathroom", "custom-paint"],
  papers: [],
  papersSentAt: null,
  deliveryStreet: null,
  deliveryCityName: null,
  zip: "98101",
  deliveryCity: "Seattle",
  deliveryState: "WA",
  deliveryMiles: 141,
  deliveryFeeCents: 64_400,
  neededBy: "2027-05",
  source: "newsletter",
  medium: "email",
  campaign: "spring-2027",
  referrerHost: null,
  rentalStart: "2027-05-01",
  rentalDays: 30,
  message: 'Four offices, "soon".\nThanks!',
  userId: null,
  createdAt: new Date("2026-11-24T03:30:05Z"),
  updatedAt: new Date("2026-11-24T03:30:05Z"),
  ...changes,
});

describe("the quote-request export", () => {
  it("reads back as the same requests, formulas neutralised, with a byte-order mark", () => {
    const text = quoteRequestsCsv([
      row(),
      row({
        reference: "Q-1043",
        intent: "buy",
        rentalStart: null,
        rentalDays: null,
        deliveryFeeCents: null,
        deliveryCity: null,
        deliveryState: null,
        deliveryMiles: null,
        options: [],
      }),
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const [header, first, second] = parseCsv(text);
    expect(header).toEqual([
      "Reference",
      "Received (Pacific)",
      "Status",
      "Name",
      "Email",
      "Phone",
      "Organization",
      "Buying for",
      "Bid or PO reference",
      "Buy or rent",
      "Units",
      "Model",
      "Options",
      "Delivery ZIP",
      "Delivery city",
      "Miles from PDX",
      "Delivery estimate (USD)",
      "Needed by",
      "Rental starts",
      "Rental days",
      "Message",
      "Source",
      "Medium",
      "Campaign",
      "Referring site",
    ]);
    expect(first).toEqual([
      "Q-1042",
      "2026-11-23 19:30:05",
      "Quoted",
      "Ada Lovelace",
      "ada@example.com",
      "'+1 503 555 0100",
      '\'=HYPERLINK("http://evil.example")',
      "A government agency",
      "PO-77",
      "Rent",
      "4",
      "Office Nestz",
      "Bathroom, Custom paint",
      "98101",
      "Seattle, WA",
      "141",
      "644.00",
      "2027-05",
      "2027-05-01",
      "30",
      'Four offices, "soon".\nThanks!',
      "newsletter",
      "email",
      "spring-2027",
      "",
    ]);
    expect(second?.slice(9, 20)).toEqual(["Buy", "4", "Office Nestz", "", "98101", "", "", "", "2027-05", "", ""]);
  });

  it("is named for the business's day", () => {
    expect(quoteRequestsCsvFileName(new Date("2026-11-24T03:30:00Z"))).toBe("nestz-quote-requests-2026-11-23.csv");
  });

  it("knows the same statuses as the database", () => {
    expect([...QUOTE_REQUEST_STATUSES]).toEqual(quoteRequestStatus.enumValues);
  });
});
