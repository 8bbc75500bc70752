import { describe, expect, it } from "vitest";
import { displayNameForm, firstError, signInForm, signUpForm } from "./account-forms";
import { fieldFor, messages, safeRedirect } from "./account-rules";

const valid = { displayName: "Ada", email: "Ada@Example.com", password: "correct horse", confirmPassword: "correct horse" };

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
    for (const target of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null, 42]) {
      expect(safeRedirect(target)).toBe("/");
    }
  });
});

describe("which input a message is about", () => {
  it("names the input of a failed parse", () => {
    const mismatch = signUpForm.safeParse({ ...valid, confirmPassword: "something else" });
    expect(mismatch.error && firstError(mismatch.error)).toEqual({ message: messages.passwordsDontMatch, field: "confirmPassword" });
    const badEmail = signInForm.safeParse({ email: "nope", password: "x" });
    expect(badEmail.error && firstError(badEmail.error).field).toBe("email");
  });

  it("knows the input each answer from the account service is about, and none for the rest", () => {
    expect(fieldFor(messages.emailInUse)).toBe("email");
    expect(fieldFor(messages.emailNotFound)).toBe("email");
    expect(fieldFor(messages.wrongPassword)).toBe("password");
    expect(fieldFor(messages.generic)).toBeUndefined();
  });
});
