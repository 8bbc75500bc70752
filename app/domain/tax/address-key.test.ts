import { describe, expect, it } from "vitest";

import { addressKey, normaliseStreet } from "./address-key";

describe("addressKey", () => {
  it("is one key for one address however it is written", () => {
    const keys = [
      { street: "400 Broad Street", city: "Seattle", zip: "98109" },
      { street: " 400  BROAD ST. ", city: "seattle", zip: "98109" },
      { street: "400 broad st", city: "SEATTLE ", zip: " 98109 " },
    ].map(addressKey);
    expect(new Set(keys)).toEqual(new Set(["400 BROAD ST|SEATTLE|98109"]));
  });

  it("folds spelled-out directions and street words into USPS's abbreviations", () => {
    expect(normaliseStreet("6500 Linderson Way Southwest")).toBe("6500 LINDERSON WAY SW");
    expect(normaliseStreet("12 N.E. 45th Avenue, Apartment 3")).toBe("12 N E 45TH AVE APT 3");
  });

  it("keeps what makes a different address different", () => {
    const base = { street: "400 Broad St", city: "Seattle", zip: "98109" };
    const key = addressKey(base);
    expect(addressKey({ ...base, street: "401 Broad St" })).not.toBe(key);
    expect(addressKey({ ...base, city: "Tacoma" })).not.toBe(key);
    expect(addressKey({ ...base, zip: "98109-1234" })).toBe("400 BROAD ST|SEATTLE|981091234");
    expect(addressKey({ ...base, zip: "981091234" })).toBe("400 BROAD ST|SEATTLE|981091234");
  });

  it("has no key for something that is not a ZIP code", () => {
    expect(addressKey({ street: "1 Main St", city: "Seattle", zip: "9810" })).toBeNull();
    expect(addressKey({ street: "1 Main St", city: "Seattle", zip: "ninety" })).toBeNull();
  });
});
