import { describe, expect, it } from "vitest";

import { BUYER_TYPES } from "#app/domain/quote-requests/rules";

import {
  chargesWashingtonTax,
  decideTaxTreatment,
  type DeliveryRecord,
  destinationOf,
  type ExemptionClaim,
  TAX_BUYER_KINDS,
  TAX_BUYER_KINDS_BY_BUYER_TYPE,
  type TaxBuyerKind,
  taxBuyerKind,
  type TaxSituation,
} from "./exemptions";

const situation = (overrides: Partial<TaxSituation>): TaxSituation => ({
  destination: "WA",
  buyer: "company",
  claim: { kind: "none" },
  saleDay: "2026-11-28",
  ...overrides,
});
const decide = (overrides: Partial<TaxSituation>) => decideTaxTreatment(situation(overrides));
const cites = (overrides: Partial<TaxSituation>) => decide(overrides).citations.map((citation) => citation.cite);

const record: DeliveryRecord = {
  deliveredOn: "2026-12-03",
  place: "12 Lake St, Coeur d'Alene",
  state: "ID",
  signedBy: "Dana Reyes",
  buyerSigned: true,
};

describe("where the homes are received", () => {
  it("reads a state's code into Washington, Oregon or elsewhere", () => {
    expect(destinationOf("wa")).toBe("WA");
    expect(destinationOf(" OR ")).toBe("OR");
    expect(destinationOf("ID")).toBe("other");
    expect(destinationOf("Washington")).toBeNull();
  });
});

describe("who the buyer is, for tax", () => {
  it("takes individuals and companies at their word", () => {
    expect(taxBuyerKind("individual", null)).toEqual({ decided: true, kind: "individual" });
    expect(taxBuyerKind("corporate", null)).toEqual({ decided: true, kind: "company" });
  });

  it("asks whether a government buyer is federal or state and local, and whether a civic one is public", () => {
    expect(taxBuyerKind("government", null)).toEqual({
      decided: false,
      choices: ["federal", "state-or-local"],
      question: "Is this buyer a federal agency, or a state or local one?",
    });
    expect(taxBuyerKind("civic", null)).toMatchObject({ decided: false, choices: ["civic-group", "state-or-local"] });
    expect(taxBuyerKind("government", "federal")).toEqual({ decided: true, kind: "federal" });
  });

  it("gives every buyer type of the form at least one kind", () => {
    for (const type of BUYER_TYPES) expect(TAX_BUYER_KINDS_BY_BUYER_TYPE[type].length).toBeGreaterThan(0);
  });
});

describe("Oregon", () => {
  it("carries no Washington sales tax, whoever buys and whatever they claim", () => {
    for (const buyer of TAX_BUYER_KINDS) {
      const treatment = decide({ destination: "OR", buyer });
      expect(treatment.outcome).toBe("no-washington-tax");
      expect(chargesWashingtonTax(treatment)).toBe(false);
    }
    expect(decide({ destination: "OR", claim: { kind: "resale", permit: "junk" } })).toMatchObject({
      outcome: "no-washington-tax",
      message: "Received in Oregon: no Washington sales tax, so no exemption is needed.",
    });
  });
});

describe("Washington public buyers", () => {
  const claims: ExemptionClaim[] = [
    { kind: "federal", payment: "eft" },
    { kind: "resale", permit: "A12345678" },
    { kind: "other", reason: "The agency says it never pays sales tax.", paper: "Letter of 3 Nov" },
  ];

  it("are never exempt: every claim is refused, citing WAC 458-20-189", () => {
    for (const claim of claims) {
      const treatment = decide({ buyer: "state-or-local", claim });
      expect(treatment).toMatchObject({ outcome: "refused", claim: claim.kind });
      expect(treatment.outcome === "refused" && treatment.reason).toContain("WAC 458-20-189");
      expect(cites({ buyer: "state-or-local", claim })).toEqual(["WAC 458-20-189"]);
      expect(chargesWashingtonTax(treatment)).toBe(true);
    }
  });

  it("are taxed without a claim, and told why", () => {
    expect(decide({ buyer: "state-or-local" })).toMatchObject({ outcome: "taxable" });
    expect(cites({ buyer: "state-or-local" })).toEqual(["WAC 458-20-189"]);
  });
});

describe("federal buyers", () => {
  it("are exempt when the United States pays directly", () => {
    for (const payment of ["government-card", "us-check", "voucher", "eft"] as const) {
      const treatment = decide({ buyer: "federal", claim: { kind: "federal", payment } });
      expect(treatment).toMatchObject({ outcome: "allowed", basis: "federal", flagged: false });
      expect(cites({ buyer: "federal", claim: { kind: "federal", payment } })).toEqual(["WAC 458-20-190"]);
    }
  });

  it("are taxed when paid with other money, and so is anyone else claiming it", () => {
    expect(decide({ buyer: "federal", claim: { kind: "federal", payment: "other-funds" } })).toMatchObject({
      outcome: "refused",
      reason: expect.stringContaining("pays directly"),
    });
    for (const buyer of ["individual", "company", "civic-group"] satisfies TaxBuyerKind[]) {
      expect(decide({ buyer, claim: { kind: "federal", payment: "eft" } })).toMatchObject({
        outcome: "refused",
        reason: expect.stringContaining("United States itself"),
      });
    }
  });

  it("are pointed to the exemption when none is claimed", () => {
    expect(decide({ buyer: "federal" })).toMatchObject({
      outcome: "taxable",
      message: expect.stringContaining("federal"),
    });
  });
});

describe("resale", () => {
  it("holds with a permit of the right shape in force on the sale's day", () => {
    expect(decide({ claim: { kind: "resale", permit: " a123 456-26" } })).toMatchObject({
      outcome: "allowed",
      basis: "resale",
      evidence: "Reseller permit A12345626",
    });
  });

  it("refuses an account number, a wrong shape, and a permit that has expired", () => {
    expect(decide({ claim: { kind: "resale", permit: "603 123 456" } })).toMatchObject({
      outcome: "refused",
      reason: expect.stringContaining("account number (UBI)"),
    });
    expect(decide({ claim: { kind: "resale", permit: "AB1234567" } })).toMatchObject({ outcome: "refused" });
    expect(decide({ claim: { kind: "resale", permit: "A12345625" } })).toMatchObject({
      outcome: "refused",
      reason: "Permit A12345625 expired in 2025: ask the buyer for the permit in force now.",
    });
    expect(decide({ claim: { kind: "resale", permit: "A12345626" }, saleDay: "someday" })).toMatchObject({
      outcome: "refused",
    });
  });
});

describe("delivery outside Washington", () => {
  it("holds with a complete delivery record", () => {
    expect(decide({ destination: "other", claim: { kind: "interstate", deliveryRecord: record } })).toMatchObject({
      outcome: "allowed",
      basis: "interstate",
      evidence: "Delivered 2026-12-03 to 12 Lake St, Coeur d'Alene, signed by Dana Reyes",
    });
  });

  it("needs the record, complete, and placing the homes outside Washington", () => {
    expect(decide({ destination: "other", claim: { kind: "interstate", deliveryRecord: null } })).toMatchObject({
      outcome: "refused",
      citations: [{ cite: "WAC 458-20-193" }],
    });
    const unsigned = { ...record, buyerSigned: false, signedBy: " ", deliveredOn: "2026-13-01" };
    expect(decide({ destination: "other", claim: { kind: "interstate", deliveryRecord: unsigned } })).toMatchObject({
      outcome: "refused",
      reason: "The delivery record needs the day of delivery, who received the homes and the buyer's signature.",
    });
    const inWashington = { ...record, state: "WA" };
    expect(decide({ destination: "other", claim: { kind: "interstate", deliveryRecord: inWashington } })).toMatchObject(
      {
        outcome: "refused",
      },
    );
  });

  it("is refused for a Washington address", () => {
    expect(decide({ claim: { kind: "interstate", deliveryRecord: record } })).toMatchObject({
      outcome: "refused",
      citations: [{ cite: "RCW 82.32.730" }],
    });
  });

  it("holds for a Washington public buyer too: the tax is Washington's only where the homes are received", () => {
    expect(
      decide({ destination: "other", buyer: "state-or-local", claim: { kind: "interstate", deliveryRecord: record } }),
    ).toMatchObject({ outcome: "allowed" });
  });
});

describe("another exemption", () => {
  it("holds with a written reason and a paper, and is flagged for the report", () => {
    expect(
      decide({
        claim: { kind: "other", reason: "Tribal member, delivered within the reservation.", paper: "Form 64 0076" },
      }),
    ).toMatchObject({ outcome: "allowed", basis: "other", flagged: true });
  });

  it("needs both", () => {
    expect(decide({ claim: { kind: "other", reason: "exempt", paper: "" } })).toMatchObject({
      outcome: "refused",
      reason:
        "Another exemption needs the reason, written out in a sentence and the paper that shows it (a certificate or letter).",
    });
  });
});

describe("no claim in Washington", () => {
  it("taxes the sale at the delivery address's rate", () => {
    for (const buyer of ["individual", "company", "civic-group"] satisfies TaxBuyerKind[]) {
      expect(decide({ buyer })).toMatchObject({ outcome: "taxable" });
    }
    expect(cites({})).toEqual(["RCW 82.32.730", "WAC 458-20-110"]);
  });
});
