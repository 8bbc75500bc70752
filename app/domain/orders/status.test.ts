import { describe, expect, it } from "vitest";

import {
  canFulfil,
  canRefund,
  fulfilRefusal,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  PAYABLE_FROM,
  refundRefusal,
} from "./status";

const expected: Record<OrderStatus, { fulfil: boolean; refund: boolean; pay: boolean }> = {
  pending: { fulfil: false, refund: false, pay: true },
  paid: { fulfil: true, refund: true, pay: false },
  failed: { fulfil: false, refund: false, pay: true },
  fulfilled: { fulfil: false, refund: true, pay: false },
  refunded: { fulfil: false, refund: false, pay: false },
};

describe("order status transitions", () => {
  for (const status of ORDER_STATUSES) {
    it(`${status}: fulfil ${expected[status].fulfil ? "allowed" : "refused"}, refund ${expected[status].refund ? "allowed" : "refused"}`, () => {
      expect(canFulfil(status)).toBe(expected[status].fulfil);
      expect(canRefund(status)).toBe(expected[status].refund);
      expect((PAYABLE_FROM as readonly OrderStatus[]).includes(status)).toBe(expected[status].pay);
      // A refusal is explained exactly when the action is refused.
      expect(fulfilRefusal(status) === null).toBe(expected[status].fulfil);
      expect(refundRefusal(status) === null).toBe(expected[status].refund);
    });
  }

  it("never lets a refunded order move again", () => {
    expect(
      canFulfil("refunded") || canRefund("refunded") || (PAYABLE_FROM as readonly string[]).includes("refunded"),
    ).toBe(false);
    expect(refundRefusal("refunded")).toBe("This order is already refunded. Nothing more was refunded.");
  });

  it("knows its own statuses and names each one", () => {
    expect(isOrderStatus("paid")).toBe(true);
    expect(isOrderStatus("shipped")).toBe(false);
    expect(isOrderStatus("PAID")).toBe(false);
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
