import { describe, expect, it } from "vitest";

import { countedPath } from "./event";

describe("countedPath", () => {
  it("drops a trailing slash but keeps the home page", () => {
    expect(countedPath("/Shop/")).toBe("/Shop");
    expect(countedPath("/")).toBe("/");
  });

  it("never keeps the key of a buyer's private page", () => {
    const key = "Zq3_x-9AbCdEfGhIjKlMnOpQrStUvWxY";
    expect(countedPath(`/proposal/${key}`)).toBe("/proposal/[private]");
    expect(countedPath(`/invoice/${key}/pay/`)).toBe("/invoice/[private]/pay");
  });
});
