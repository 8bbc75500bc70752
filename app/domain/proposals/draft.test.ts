import { describe, expect, it } from "vitest";

import {
  applyLineOperation,
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
import { type DraftRate, NO_DELIVERY } from "./tax";

const TODAY = "2026-11-26";

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
  delivery: { street: "1300 Franklin St", city: "Vancouver", state: "WA", zip: "98660" },
  taxBuyerKind: "company",
  claim: { kind: "none" },
  rate: null,
  schedule: {
    units: 4,
    stages: [
      { name: "Deposit", share: { kind: "percent", basisPoints: 4_000 }, trigger: { kind: "acceptance" } },
      {
        name: "Shell complete",
        share: { kind: "percent", basisPoints: 4_000 },
        trigger: { kind: "build-stage", stage: "shell" },
      },
      { name: "Delivery", share: { kind: "rest" }, trigger: { kind: "each-delivery" } },
    ],
  },
  paymentTerms: "both",
  validUntil: "2026-12-26",
  terms: "Terms.",
};

function formOf(values: ReturnType<typeof draftFormValues>) {
  return {
    descriptions: values.lines.map((line) => line.description),
    quantities: values.lines.map((line) => line.quantity),
    prices: values.lines.map((line) => line.price),
    offers: values.lines.map((line) => line.offer),
    groups: values.lines.map((line) => line.group),
    fields: {
      street: values.street,
      city: values.city,
      state: values.state,
      zip: values.zip,
      taxBuyerKind: values.taxBuyerKind,
      claim: values.claim,
      federalPayment: values.federalPayment,
      permit: values.permit,
      reason: values.reason,
      paper: values.paper,
      taxCode: values.taxCode,
      paymentTerms: values.paymentTerms,
      validUntil: values.validUntil,
      terms: values.terms,
    },
    stages: values.stages.map((stage) => ({ ...stage })),
    units: 4,
  };
}

describe("the draft form", () => {
  it("reads back what it shows", () => {
    expect(parseDraftForm(formOf(draftFormValues(content)), TODAY)).toEqual({ ok: true, content, ownerChoice: null });
  });

  it("reads prices with dollar signs and commas", () => {
    const form = formOf(draftFormValues(content));
    form.prices[0] = "$37,800";
    const parsed = parseDraftForm(form, TODAY);
    expect(parsed.ok && parsed.content.lines[0]?.unitPriceCents).toBe(3_780_000);
  });

  it("names every wrong field", () => {
    const form = formOf(draftFormValues(content));
    form.descriptions[1] = "";
    form.quantities[0] = "0";
    form.prices[0] = "12.345";
    form.stages[0] = { ...form.stages[0]!, share: "101" };
    form.stages[1] = { ...form.stages[1]!, trigger: "date", detail: "someday" };
    form.fields.zip = "9866";
    const parsed = parseDraftForm(form, TODAY);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(
      ["stage-0-share", "stage-1-detail", "line-0-price", "line-0-quantity", "line-1-description", "zip"].sort(),
    );
  });

  it("asks for the evidence of each exemption", () => {
    const claimed = (fields: Partial<ReturnType<typeof formOf>["fields"]>) => {
      const form = formOf(draftFormValues(content));
      Object.assign(form.fields, fields);
      return parseDraftForm(form, TODAY);
    };
    expect(claimed({ claim: "federal" })).toMatchObject({ ok: false, errors: { federalPayment: expect.any(String) } });
    expect(claimed({ claim: "resale" })).toMatchObject({ ok: false, errors: { permit: expect.any(String) } });
    expect(claimed({ claim: "other", reason: "Because.", paper: "" })).toMatchObject({
      ok: false,
      errors: { claim: expect.stringContaining("the reason, written out in a sentence") },
    });
    expect(claimed({ claim: "federal", federalPayment: "eft", taxBuyerKind: "" })).toMatchObject({
      ok: false,
      errors: { taxBuyerKind: expect.any(String) },
    });
  });

  it("refuses to exempt a Washington city, county or district, citing the rule, whatever is claimed", () => {
    for (const fields of [
      { claim: "other", reason: "The city council says its purchases are tax exempt.", paper: "Letter of 1 May" },
      { claim: "resale", permit: "A12345630" },
      { claim: "federal", federalPayment: "government-card" },
    ]) {
      const form = formOf(draftFormValues({ ...content, taxBuyerKind: "state-or-local" }));
      Object.assign(form.fields, fields);
      const parsed = parseDraftForm(form, TODAY);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) continue;
      expect(parsed.errors.claim).toContain("WAC 458-20-189");
    }
  });

  it("keeps each allowed exemption's evidence, and flags another exemption", () => {
    const form = formOf(draftFormValues({ ...content, taxBuyerKind: "federal" }));
    Object.assign(form.fields, { claim: "federal", federalPayment: "voucher" });
    const federal = parseDraftForm(form, TODAY);
    expect(federal.ok && federal.content.claim).toEqual({ kind: "federal", payment: "voucher" });
    Object.assign(form.fields, {
      taxBuyerKind: "company",
      claim: "other",
      reason: "Sold to a tribe for use on its own reservation land.",
      paper: "Tribal certificate 42",
    });
    const other = parseDraftForm(form, TODAY);
    expect(other.ok && other.content.claim).toEqual({
      kind: "other",
      reason: "Sold to a tribe for use on its own reservation land.",
      paper: "Tribal certificate 42",
    });
  });

  it("saves a draft with no address or rate at all", () => {
    const form = formOf(draftFormValues({ ...content, delivery: NO_DELIVERY, taxBuyerKind: null }));
    const parsed = parseDraftForm(form, TODAY);
    expect(parsed.ok && parsed.content.delivery).toEqual(NO_DELIVERY);
  });

  it("reads a ZIP+4 with its dash, and refuses a state it does not deliver to", () => {
    const form = formOf(draftFormValues(content));
    form.fields.zip = "98108-0500";
    const parsed = parseDraftForm(form, TODAY);
    expect(parsed.ok && parsed.content.delivery.zip).toBe("981080500");
    form.fields.state = "ID";
    expect(parseDraftForm(form, TODAY)).toMatchObject({ ok: false, errors: { state: expect.any(String) } });
  });

  it("refuses lines that do not line up", () => {
    const form = formOf(draftFormValues(content));
    form.prices.pop();
    expect(parseDraftForm(form, TODAY).ok).toBe(false);
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
  const rate: DraftRate = {
    code: "0603",
    rateMilli: 8_500,
    stateRateMilli: 6_500,
    localRateMilli: 2_000,
    source: "dor-lookup",
    match: "address",
    quarter: "2026-Q4",
    addressUsed: "1300 Franklin St, Vancouver, WA 98660",
  };
  const ready = { ...content, rate };

  it("is ready when every line is priced and the address's rate is decided this quarter", () => {
    expect(sendProblems(ready, "2026-11-26")).toEqual([]);
  });

  it("says what is missing", () => {
    const open = { ...content, lines: [{ description: "x", quantity: 1, unitPriceCents: null }] };
    expect(sendProblems(open, "2027-01-01")).toHaveLength(3);
  });

  it("waits for a Washington delivery's street address and a rate", () => {
    const noStreet = { ...ready, delivery: { ...ready.delivery, street: "" } };
    expect(sendProblems(noStreet, "2026-11-26").join(" ")).toContain("street address");
    expect(sendProblems({ ...content, rate: null }, "2026-11-26").join(" ")).toContain("not decided");
  });

  it("decides the rate again after a quarter boundary, or for another address", () => {
    expect(sendProblems(ready, "2027-01-01").join(" ")).toContain("decided for 2026-Q4");
    const moved = { ...ready, delivery: { ...ready.delivery, street: "1 Main St" } };
    expect(sendProblems(moved, "2026-11-26").join(" ")).toContain("decide it again");
  });

  it("sends an Oregon delivery with no rate and no street", () => {
    const oregon = { ...content, delivery: { street: "", city: "", state: "OR", zip: "97201" } };
    expect(sendProblems(oregon, "2026-11-26")).toEqual([]);
  });

  it("sends an allowed exemption with no rate", () => {
    const federal: DraftContent = {
      ...content,
      taxBuyerKind: "federal",
      claim: { kind: "federal", payment: "government-card" },
    };
    expect(sendProblems(federal, "2026-11-26")).toEqual([]);
  });

  it("waits for the delivery's state and ZIP", () => {
    expect(sendProblems({ ...ready, delivery: NO_DELIVERY }, "2026-11-26").join(" ")).toContain("state and ZIP");
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

describe("lines offered as choices", () => {
  const offered: DraftContent = {
    ...content,
    lines: [
      { description: "Office Nestz", quantity: 4, unitPriceCents: 3_780_000 },
      { description: "Solar preparation", quantity: 4, unitPriceCents: 120_000, offer: { kind: "option" } },
      {
        description: "Paint: Evergreen",
        quantity: 4,
        unitPriceCents: 0,
        offer: { kind: "alternative", group: "Paint" },
      },
      {
        description: "Paint: Cedar",
        quantity: 4,
        unitPriceCents: 45_000,
        offer: { kind: "alternative", group: "Paint" },
      },
    ],
  };

  it("reads back each line's offer and group exactly", () => {
    expect(parseDraftForm(formOf(draftFormValues(offered)), TODAY)).toEqual({
      ok: true,
      content: offered,
      ownerChoice: null,
    });
  });

  it("refuses an alternative without a group, or a group of one, with the line named", () => {
    const form = formOf(draftFormValues(offered));
    form.groups[2] = "";
    form.groups[3] = "Paint colour";
    const parsed = parseDraftForm(form, TODAY);
    expect(parsed).toMatchObject({ ok: false, errors: { "line-offers": expect.stringContaining("Line 3") } });
    if (parsed.ok) return;
    expect(parsed.errors["line-offers"]).toContain("“Paint colour” offers one line only");
  });

  it("refuses an offer it does not know", () => {
    const form = formOf(draftFormValues(offered));
    form.offers[1] = "maybe";
    expect(parseDraftForm(form, TODAY)).toMatchObject({ ok: false, errors: { "line-1-offer": expect.any(String) } });
  });
});
