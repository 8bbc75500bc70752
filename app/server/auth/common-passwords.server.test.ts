import { describe, expect, it } from "vitest";

import { commonPasswordCount, isCommonPassword } from "./common-passwords.server";

describe("isCommonPassword", () => {
  it("refuses the passwords everyone guesses first, in any letter case", async () => {
    for (const password of [
      "password",
      "12345678",
      "Password",
      "PASSWORD",
      "qwertyuiop",
      "iloveyou",
      "trustno1",
      "baseball",
    ]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it("accepts an unusual passphrase", async () => {
    expect(await isCommonPassword("cedar kettle moss lantern")).toBe(false);
    expect(await isCommonPassword("tall cedar trees")).toBe(false);
  });

  it("holds well over the top 3,000 (ASVS 6.2.4)", async () => {
    expect(await commonPasswordCount()).toBeGreaterThan(3_000);
  });
});
