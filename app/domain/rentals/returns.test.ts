import { describe, expect, it } from "vitest";

import { depositLessCharges } from "./price";
import {
  centsFromTyped,
  chargeText,
  INSPECTION_ITEMS,
  parseInspection,
  percentToBasisPoints,
  rentCreditCents,
  rentCreditLine,
} from "./returns";

const allGood = Object.fromEntries(INSPECTION_ITEMS.map((item) => [`item-${item}`, "good"]));

describe("the deposit less the charges of a return", () => {
  it("refunds what the charges leave of the deposit paid", () => {
    const charges = [
      { label: "Cracked window", cents: 18_000 },
      { label: "Deep clean", cents: 7_550 },
    ];
    expect(depositLessCharges(100_000, charges)).toEqual({ chargesCents: 25_550, refundCents: 74_450, owedCents: 0 });
  });

  it("never refunds below zero: charges beyond the deposit are owed, to the cent", () => {
    expect(depositLessCharges(50_000, [{ label: "New door", cents: 80_001 }])).toEqual({
      chargesCents: 80_001,
      refundCents: 0,
      owedCents: 30_001,
    });
  });

  it("charges equal to the deposit leave nothing either way", () => {
    expect(depositLessCharges(50_000, [{ label: "Siding", cents: 50_000 }])).toEqual({
      chargesCents: 50_000,
      refundCents: 0,
      owedCents: 0,
    });
  });
});

describe("the rent credited when a rental is bought", () => {
  it("takes the share of the rent paid, rounded half up to the cent", () => {
    expect(rentCreditCents(123_457, 5_000)).toBe(61_729); // 61,728.5 → 61,729
    expect(rentCreditCents(100_001, 3_333)).toBe(33_330); // 33,330.33
    expect(rentCreditCents(99_999, 10_000)).toBe(99_999);
    expect(rentCreditCents(0, 5_000)).toBe(0);
  });

  it("stays exact for sums whose product passes 2^53", () => {
    expect(rentCreditCents(9_000_000_000_000_001, 5_000)).toBe(4_500_000_000_000_001);
  });

  it("refuses a share outside 0.01 % to 100 %", () => {
    expect(() => rentCreditCents(1_000, 0)).toThrow(RangeError);
    expect(() => rentCreditCents(1_000, 10_001)).toThrow(RangeError);
  });

  it("is a credit line on the sale's draft that says what it credits", () => {
    expect(
      rentCreditLine({ reference: "Q-1042-P1", shareBasisPoints: 5_000, rentPaidCents: 300_000, creditCents: 150_000 }),
    ).toEqual({
      description: "Credit: 50 % of the $3,000.00 rent paid on rental Q-1042-P1",
      quantity: 1,
      unitPriceCents: -150_000,
    });
  });

  it("reads the share as typed", () => {
    expect(percentToBasisPoints("50")).toBe(5_000);
    expect(percentToBasisPoints("33.5 %")).toBe(3_350);
    expect(percentToBasisPoints("12.25")).toBe(1_225);
    expect(percentToBasisPoints("0")).toBeNull();
    expect(percentToBasisPoints("100.01")).toBeNull();
    expect(percentToBasisPoints("half")).toBeNull();
  });
});

describe("the return inspection form", () => {
  it("reads dollars as typed into whole cents", () => {
    expect(centsFromTyped("180")).toBe(18_000);
    expect(centsFromTyped("$1,250.5")).toBe(125_050);
    expect(centsFromTyped("0.07")).toBe(7);
    expect(centsFromTyped("12.345")).toBeNull();
    expect(centsFromTyped("-5")).toBeNull();
  });

  it("keeps the checklist, the notes and each charge row that is filled in", () => {
    const parsed = parseInspection({
      ...allGood,
      "item-exterior": "attention",
      bookingId: "7",
      notes: "  Dent by the door. ",
      "charge-0-kind": "damage",
      "charge-0-description": "Dented   door panel",
      "charge-0-amount": "180",
      "charge-1-kind": "cleaning",
      "charge-1-description": "",
      "charge-1-amount": "",
    });
    expect(parsed).toEqual({
      ok: true,
      data: {
        bookingId: 7,
        checklist: expect.objectContaining({ exterior: "attention", keys: "good" }),
        notes: "Dent by the door.",
        charges: [{ kind: "damage", description: "Dented door panel", cents: 18_000 }],
      },
    });
  });

  it("names each problem by its field: an item left unanswered, a charge without a description or amount", () => {
    const { "item-keys": _keys, ...withoutKeys } = allGood;
    const parsed = parseInspection({
      ...withoutKeys,
      bookingId: "7",
      "charge-0-description": "Broken blind",
      "charge-0-amount": "lots",
      "charge-2-amount": "40",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["charge-0", "charge-2", "item-keys"]);
    expect(parsed.errors["charge-2"]).toBe("Say what the charge is for: the renter reads it.");
  });

  it("refuses a charge kind it does not know", () => {
    const parsed = parseInspection({
      ...allGood,
      bookingId: "7",
      "charge-0-kind": "fine",
      "charge-0-description": "x",
      "charge-0-amount": "1",
    });
    expect(parsed).toEqual({ ok: false, errors: { "charge-0": "Choose damage or cleaning." } });
  });

  it("says a charge the way the renter reads it", () => {
    expect(chargeText({ kind: "damage", description: "Cracked window", cents: 18_000, unitName: "Cabin 2" })).toBe(
      "Damage (Cabin 2): Cracked window — $180.00",
    );
  });
});
