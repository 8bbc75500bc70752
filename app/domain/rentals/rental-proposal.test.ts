import { describe, expect, it } from "vitest";

import { rentalSubtotal } from "./agreement";
import type { RentalRates } from "./price";
import { rentalProposalForm } from "./proposal-form";
import {
  type RentalChoice,
  rentalChoiceProblems,
  rentalClaim,
  rentalLines,
  rentalTermsOf,
  rentalTermsText,
} from "./rental-proposal";

const rates: RentalRates = { dailyCents: 6_000, weeklyCents: 35_000, monthlyCents: 120_000, depositCents: 150_000 };
const names = { bedroom: "Bedroom Nestz", office: "Office Nestz" };
const agreement = { version: "2026-11-29", hash: "a".repeat(64) };

const choice = (changes: Partial<RentalChoice> = {}): RentalChoice => ({
  startsOn: "2027-03-15",
  days: 97,
  counts: { bedroom: 2 },
  namedUnits: [],
  deliveryFeePerUnitCents: 20_000,
  pickupFeePerUnitCents: 20_000,
  securityDepositCents: 300_000,
  taxTreatment: "retail-rental",
  taxReason: "",
  ...changes,
});

describe("a rental proposal's lines", () => {
  it("price two units for 97 days from mid-month line by line, and add up to the rent and fees", () => {
    const terms = rentalTermsOf(choice(), { bedroom: rates }, agreement);
    expect(terms.endsOn).toBe("2027-06-20");
    expect(terms.billing).toBe("monthly");
    const lines = rentalLines(terms, names, "Portland, OR");
    expect(lines[0]?.description).toBe(
      "Bedroom Nestz rental, 2 units × 3 months at $1,200.00 a month, March 15, 2027 – June 14, 2027",
    );
    expect(lines.at(-1)?.description).toBe("Pick-up on June 20, 2027, per unit");
    const sum = lines.reduce((all, line) => all + line.quantity * (line.unitPriceCents ?? 0), 0);
    expect(sum).toBe(rentalSubtotal(terms));
  });

  it("counts named units towards their model and keeps them", () => {
    const terms = rentalTermsOf(
      choice({
        counts: { bedroom: 1 },
        namedUnits: [
          { id: 7, model: "bedroom" },
          { id: 9, model: "bedroom" },
        ],
      }),
      { bedroom: rates },
      agreement,
    );
    expect(terms.models).toMatchObject([{ model: "bedroom", count: 2, unitIds: [7, 9] }]);
  });

  it("puts the agreement's words after the rental in brief, and claims the exemption only when chosen", () => {
    const exempt = rentalTermsOf(
      choice({ taxTreatment: "long-stay-exempt", taxReason: "The renters live in it while their house is rebuilt." }),
      { bedroom: rates },
      agreement,
    );
    const text = rentalTermsText(exempt, names, "THE AGREEMENT");
    expect(text).toMatch(/^Your rental: 2 units of the Bedroom Nestz, from March 15, 2027/);
    expect(text).toContain("Security deposit: $3,000.00");
    expect(text.endsWith("THE AGREEMENT")).toBe(true);
    expect(rentalClaim(exempt)).toMatchObject({ kind: "other" });
    expect(rentalClaim(rentalTermsOf(choice(), { bedroom: rates }, agreement))).toEqual({ kind: "none" });
  });

  it("names what keeps a choice from being priced", () => {
    expect(rentalChoiceProblems(choice({ counts: {} }), { bedroom: rates }, names)).toEqual([
      "Choose at least one unit: a count for a model, or units by name.",
    ]);
    expect(rentalChoiceProblems(choice({ counts: { office: 1 } }), { bedroom: rates }, names)).toEqual([
      "The Office Nestz has no rates on the rate card yet.",
    ]);
    expect(
      rentalChoiceProblems(choice({ days: 13, taxTreatment: "long-stay-exempt" }), { bedroom: rates }, names),
    ).toEqual(["The mobile-home rental exemption is for stays of 30 days or more."]);
  });
});

describe("the rental proposal form", () => {
  const form = rentalProposalForm(180);
  const fields = {
    startsOn: "2027-03-15",
    days: "97",
    count_bedroom: "2",
    count_office: "",
    unitIds: ["3", "3"],
    deliveryFee: "$200",
    pickupFee: "200.00",
    deposit: "3,000",
    taxTreatment: "retail-rental",
  };

  it("reads the owner's choice in cents, each named unit once", () => {
    expect(form.parse(fields)).toMatchObject({
      days: 97,
      counts: { bedroom: 2, office: 0 },
      unitIds: [3],
      deliveryFeePerUnitCents: 20_000,
      securityDepositCents: 300_000,
    });
  });

  it("refuses 180 days, an unknown treatment and an exemption without its reason", () => {
    expect(form.safeParse({ ...fields, days: "180" }).success).toBe(false);
    expect(form.safeParse({ ...fields, taxTreatment: "none" }).success).toBe(false);
    expect(form.safeParse({ ...fields, taxTreatment: "long-stay-exempt", taxReason: "home" }).success).toBe(false);
  });
});
