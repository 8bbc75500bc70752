import { describe, expect, it } from "vitest";

import {
  applyLineOperation,
  defaultTaxRateMilli,
  type DraftContent,
  draftFormValues,
  lineOutcome,
  LINES_MAX,
  linesFromRequest,
  parseDraftForm,
  parseLineOperation,
  sendProblems,
} from "./draft";
import { defaultPaymentTerms, effectiveProposalStatus } from "./status";

const source = {
  intent: "buy" as const,
  units: 4,
  modelName: "Office Nestz",
  optionNames: ["Bathroom", "Custom paint"],
  deliveryState: "WA",
  deliveryFeeCents: 28_400,
  deliveryPlace: "Seattle, WA",
  rentalDays: null,
};

describe("a draft from a request", () => {
  it("has the model × units unpriced, each option × units, and delivery at the ZIP's fee per unit", () => {
    expect(linesFromRequest(source)).toEqual([
      { description: "Office Nestz", quantity: 4, unitPriceCents: null },
      { description: "Bathroom", quantity: 4, unitPriceCents: null },
      { description: "Custom paint", quantity: 4, unitPriceCents: null },
      { description: "Delivery to Seattle, WA, per unit", quantity: 4, unitPriceCents: 28_400 },
    ]);
  });

  it("leaves delivery for the owner outside Washington and Oregon", () => {
    const lines = linesFromRequest({ ...source, deliveryState: null, deliveryFeeCents: null, deliveryPlace: null });
    expect(lines.at(-1)).toEqual({ description: "Delivery, per unit", quantity: 4, unitPriceCents: null });
  });

  it("has a rental line of units × days for a rental", () => {
    const [first] = linesFromRequest({ ...source, intent: "rent", units: 2, rentalDays: 30, optionNames: [] });
    expect(first).toMatchObject({ quantity: 60, unitPriceCents: null });
    expect(first?.description).toContain("30 days");
  });

  it("starts an Oregon delivery at 0 % tax and leaves others for the owner", () => {
    expect(defaultTaxRateMilli("OR")).toBe(0);
    expect(defaultTaxRateMilli("WA")).toBeNull();
  });

  it("offers purchase orders to civic and government buyers by default", () => {
    expect(defaultPaymentTerms("government")).toBe("both");
    expect(defaultPaymentTerms("civic")).toBe("both");
    expect(defaultPaymentTerms("individual")).toBe("card");
    expect(defaultPaymentTerms("corporate")).toBe("card");
  });
});

const content: DraftContent = {
  lines: [
    { description: "Office Nestz", quantity: 4, unitPriceCents: 3_780_000 },
    { description: "Discount", quantity: 1, unitPriceCents: -50_000 },
  ],
  taxExempt: false,
  taxRateMilli: 9_125,
  exemptionCertificate: "",
  depositPercent: 25,
  paymentTerms: "both",
  validUntil: "2026-12-26",
  terms: "Terms.",
};

function formOf(values: ReturnType<typeof draftFormValues>) {
  return {
    descriptions: values.lines.map((line) => line.description),
    quantities: values.lines.map((line) => line.quantity),
    prices: values.lines.map((line) => line.price),
    fields: {
      taxMode: values.taxMode,
      taxRate: values.taxRate,
      certificate: values.certificate,
      depositPercent: values.depositPercent,
      paymentTerms: values.paymentTerms,
      validUntil: values.validUntil,
      terms: values.terms,
    },
  };
}

describe("the draft form", () => {
  it("reads back what it shows", () => {
    expect(parseDraftForm(formOf(draftFormValues(content)))).toEqual({ ok: true, content });
  });

  it("reads prices with dollar signs and commas", () => {
    const form = formOf(draftFormValues(content));
    form.prices[0] = "$37,800";
    const parsed = parseDraftForm(form);
    expect(parsed.ok && parsed.content.lines[0]?.unitPriceCents).toBe(3_780_000);
  });

  it("names every wrong field", () => {
    const form = formOf(draftFormValues(content));
    form.descriptions[1] = "";
    form.quantities[0] = "0";
    form.prices[0] = "12.345";
    form.fields.depositPercent = "101";
    form.fields.taxRate = "9.1234";
    const parsed = parseDraftForm(form);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(
      ["depositPercent", "line-0-price", "line-0-quantity", "line-1-description", "taxRate"].sort(),
    );
  });

  it("asks for the certificate of an exempt buyer", () => {
    const form = formOf(draftFormValues(content));
    form.fields.taxMode = "exempt";
    const parsed = parseDraftForm(form);
    expect(!parsed.ok && parsed.errors.certificate).toBeTruthy();
  });

  it("refuses lines that do not line up", () => {
    const form = formOf(draftFormValues(content));
    form.prices.pop();
    expect(parseDraftForm(form).ok).toBe(false);
  });
});

describe("line operations", () => {
  const lines = content.lines;
  it("adds, removes and moves lines", () => {
    expect(applyLineOperation(lines, { kind: "add" })).toHaveLength(3);
    expect(applyLineOperation(lines, { kind: "remove", index: 0 })).toEqual([lines[1]]);
    expect(applyLineOperation(lines, { kind: "up", index: 1 })).toEqual([lines[1], lines[0]]);
    expect(applyLineOperation(lines, { kind: "down", index: 0 })).toEqual([lines[1], lines[0]]);
    expect(applyLineOperation(lines, { kind: "up", index: 0 })).toEqual(lines);
    expect(applyLineOperation(lines, { kind: "remove", index: 9 })).toEqual(lines);
  });

  it("says what each operation did, with the line it concerns afterwards", () => {
    expect(lineOutcome(lines, { kind: "add" })).toEqual({ kind: "added", discount: false, index: 2 });
    expect(lineOutcome(lines, { kind: "add-discount" })).toEqual({ kind: "added", discount: true, index: 2 });
    expect(lineOutcome(lines, { kind: "remove", index: 1 })).toEqual({ kind: "removed", index: 1 });
    expect(lineOutcome(lines, { kind: "up", index: 1 })).toEqual({ kind: "moved", from: 1, to: 0 });
    expect(lineOutcome(lines, { kind: "down", index: 0 })).toEqual({ kind: "moved", from: 0, to: 1 });
    // What applyLineOperation leaves as it was is reported as unchanged.
    expect(lineOutcome(lines, { kind: "up", index: 0 })).toEqual({ kind: "unchanged" });
    expect(lineOutcome(lines, { kind: "down", index: 1 })).toEqual({ kind: "unchanged" });
    expect(lineOutcome(lines, { kind: "remove", index: 9 })).toEqual({ kind: "unchanged" });
    const full = Array.from({ length: LINES_MAX }, (_, i) => ({
      description: `Line ${i + 1}`,
      quantity: 1,
      unitPriceCents: 100,
    }));
    expect(lineOutcome(full, { kind: "add" })).toEqual({ kind: "full" });
    expect(applyLineOperation(full, { kind: "add" })).toHaveLength(LINES_MAX);
  });

  it("reads only the operations it knows", () => {
    expect(parseLineOperation("up:3")).toEqual({ kind: "up", index: 3 });
    expect(parseLineOperation("add")).toEqual({ kind: "add" });
    expect(parseLineOperation("drop table")).toBeNull();
    expect(parseLineOperation(undefined)).toBeNull();
  });
});

describe("sending", () => {
  it("is ready when every line is priced and the tax is set", () => {
    expect(sendProblems(content, "2026-11-26")).toEqual([]);
  });

  it("says what is missing", () => {
    const open = { ...content, lines: [{ description: "x", quantity: 1, unitPriceCents: null }], taxRateMilli: null };
    expect(sendProblems(open, "2027-01-01")).toHaveLength(3);
  });
});

describe("status", () => {
  it("reads an open proposal past its moment as expired, and leaves answered ones as they are", () => {
    const at = new Date("2027-01-01T00:00:00Z");
    const before = new Date("2026-12-31T00:00:00Z");
    const after = new Date("2027-01-02T00:00:00Z");
    expect(effectiveProposalStatus("sent", at, before)).toBe("sent");
    expect(effectiveProposalStatus("viewed", at, after)).toBe("expired");
    expect(effectiveProposalStatus("accepted", at, after)).toBe("accepted");
  });
});
