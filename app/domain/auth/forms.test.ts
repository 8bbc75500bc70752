import { describe, expect, it } from "vitest";

import { checkDisplayName, checkEmail, displayNameForm, firstError, signInForm, signUpForm } from "./forms";
import { fieldFor, messages, safeRedirect, waitFor } from "./rules";

const valid = {
  displayName: "Ada",
  email: "Ada@Example.com",
  password: "correct horse",
  confirmPassword: "correct horse",
};

describe("signUpForm", () => {
  it("accepts a complete form and normalises the email", () => {
    const result = signUpForm.parse(valid);
    expect(result.email).toBe("ada@example.com");
    expect(result.displayName).toBe("Ada");
  });

  it("says the passwords don't match, in the product's words", () => {
    const result = signUpForm.safeParse({ ...valid, confirmPassword: "something else" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.passwordsDontMatch);
  });

  it("requires every field", () => {
    for (const field of ["displayName", "email", "password", "confirmPassword"] as const) {
      const form = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
      expect(signUpForm.safeParse(form).success, field).toBe(false);
    }
  });

  it("refuses a 10 kB password and an invalid email with clear words", () => {
    const huge = "x".repeat(10_000);
    expect(signUpForm.safeParse({ ...valid, password: huge, confirmPassword: huge }).error?.issues[0]?.message).toMatch(
      /at most 128/,
    );
    expect(signUpForm.safeParse({ ...valid, email: "not-an-email" }).error?.issues[0]?.message).toMatch(/valid email/);
  });
});

describe("display names", () => {
  it("keeps markup and any script as plain text (React escapes it when shown)", () => {
    expect(displayNameForm.parse({ displayName: "<img src=x onerror=alert(1)>" }).displayName).toBe(
      "<img src=x onerror=alert(1)>",
    );
    expect(displayNameForm.parse({ displayName: "Zoë 🌲 Nakamura-Ōta" }).displayName).toBe("Zoë 🌲 Nakamura-Ōta");
  });

  it("refuses hidden and control characters, blank names and long ones", () => {
    expect(displayNameForm.safeParse({ displayName: "evil\u202Egnp.exe" }).success).toBe(false);
    expect(displayNameForm.safeParse({ displayName: "a\u0000b" }).success).toBe(false);
    expect(displayNameForm.safeParse({ displayName: "   " }).success).toBe(false);
    expect(displayNameForm.safeParse({ displayName: "x".repeat(61) }).success).toBe(false);
  });

  it("allows emoji made with zero-width joiners", () => {
    expect(displayNameForm.safeParse({ displayName: "Sam 👩\u200d🌾" }).success).toBe(true);
  });

  it("normalises composed characters", () => {
    expect(displayNameForm.parse({ displayName: "Zoe\u0308" }).displayName).toBe("Zoë");
  });
});

describe("signInForm", () => {
  it("needs both fields", () => {
    expect(signInForm.safeParse({ email: "a@b.co" }).success).toBe(false);
    expect(signInForm.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
  });
});

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/Checkout")).toBe("/Checkout");
    expect(safeRedirect("/Account?tab=orders")).toBe("/Account?tab=orders");
  });

  it("refuses other sites and junk", () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "",
      null,
      42,
    ]) {
      expect(safeRedirect(target)).toBe("/");
    }
  });

  it("percent-encodes what a Location header cannot carry, and gives a path that can be sent", () => {
    expect(safeRedirect("/€")).toBe("/%E2%82%AC");
    expect(safeRedirect("/Shop?q=café au lait")).toBe("/Shop?q=caf%C3%A9%20au%20lait");
    expect(safeRedirect("/%E2%82%AC")).toBe("/%E2%82%AC");
    expect(safeRedirect("/🌲")).toBe("/%F0%9F%8C%B2");
    for (const target of ["/€", "/Zoë", "/🌲?a=ü", "/\u00ff"]) {
      expect(() => new Headers({ Location: safeRedirect(target) }), target).not.toThrow();
    }
    // Encoding never turns a path into another site's address.
    expect(safeRedirect("/\u3000/evil.example").startsWith("//")).toBe(false);
  });

  it("refuses a lone surrogate, which has no UTF-8 form", () => {
    expect(safeRedirect("/\ud800")).toBe("/");
  });
});

describe("the display-name and email rules every path applies", () => {
  it("accepts and normalises what the forms accept", () => {
    expect(checkDisplayName("  Zoe\u0308  ")).toEqual({ ok: true, value: "Zoë" });
    expect(checkEmail(" Ada@Example.com ")).toEqual({ ok: true, value: "ada@example.com" });
  });

  it("refuses empty, 5,000-character and bidi-control names, and non-strings, saying why", () => {
    for (const name of [
      "",
      "   ",
      "x".repeat(5_000),
      "evil\u202Egnp.exe",
      "a\u2066b",
      "line\u2028break",
      "a\u0000b",
      42,
      null,
    ]) {
      const result = checkDisplayName(name);
      expect(result.ok, JSON.stringify(name)).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/display name/i);
    }
  });

  it("refuses emails that are too long, malformed or carry a NUL byte", () => {
    for (const email of ["", "nope", `${"a".repeat(250)}@b.co`, "a\u0000@example.com", 7]) {
      expect(checkEmail(email).ok, JSON.stringify(email)).toBe(false);
    }
  });
});

describe("waitFor", () => {
  it("says seconds under two minutes and whole minutes after", () => {
    expect(waitFor(1)).toBe("1 second");
    expect(waitFor(45.2)).toBe("46 seconds");
    expect(waitFor(119)).toBe("119 seconds");
    expect(waitFor(900)).toBe("15 minutes");
    expect(waitFor(61 * 14)).toBe("15 minutes");
  });
});

describe("which input a message is about", () => {
  it("names the input of a failed parse", () => {
    const mismatch = signUpForm.safeParse({ ...valid, confirmPassword: "something else" });
    expect(mismatch.error && firstError(mismatch.error)).toEqual({
      message: messages.passwordsDontMatch,
      field: "confirmPassword",
    });
    const badEmail = signInForm.safeParse({ email: "nope", password: "x" });
    expect(badEmail.error && firstError(badEmail.error).field).toBe("email");
  });

  it("knows the input each answer from the account service is about, and none for the rest", () => {
    expect(fieldFor(messages.emailInUse)).toBe("email");
    expect(fieldFor(messages.emailNotFound)).toBe("email");
    expect(fieldFor(messages.wrongPassword)).toBe("password");
    expect(fieldFor(messages.passwordTooCommon)).toBe("password");
    expect(fieldFor(messages.generic)).toBeUndefined();
  });
});
