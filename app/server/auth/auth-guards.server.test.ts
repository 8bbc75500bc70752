import { isAPIError } from "better-auth/api";
import { describe, expect, it } from "vitest";

import { messages } from "#app/domain/auth/rules";

import { databaseUnavailable } from "../db/client.server";
import { applyAccountRules, orUnavailable } from "./auth-guards.server";

async function refusal(work: Promise<unknown>): Promise<{ status: number; code: unknown; message: unknown }> {
  try {
    await work;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { status: error.statusCode, code: error.body?.code, message: error.body?.message };
  }
  throw new Error("expected a refusal");
}

describe("applyAccountRules", () => {
  it("normalises names and emails as the forms do, leaving the rest of the body alone", async () => {
    const body = await applyAccountRules("/sign-up/email", {
      name: " Zoe\u0308 ",
      email: " Ada@Example.com ",
      password: "tall cedar trees",
      rememberMe: true,
    });
    expect(body).toEqual({ name: "Zoë", email: "ada@example.com", password: "tall cedar trees", rememberMe: true });
  });

  it("refuses with the auth layer's 400 and the rule's own words", async () => {
    expect(
      await refusal(
        applyAccountRules("/sign-up/email", { name: "a\u202Eb", email: "a@b.co", password: "tall cedar trees" }),
      ),
    ).toMatchObject({
      status: 400,
      code: "INVALID_DISPLAY_NAME",
      message: "Display names can't contain hidden or control characters.",
    });
    expect(
      await refusal(applyAccountRules("/sign-in/email", { email: "a\u0000@example.com", password: "x" })),
    ).toMatchObject({
      status: 400,
      code: "INVALID_EMAIL_ADDRESS",
    });
    expect(await refusal(applyAccountRules("/reset-password", { token: "t", newPassword: "12345678" }))).toMatchObject({
      status: 400,
      code: "PASSWORD_TOO_COMMON",
      message: messages.passwordTooCommon,
    });
  });

  it("checks what an update carries and nothing it leaves out, also nested under data", async () => {
    expect(await applyAccountRules("/update-user", { image: null })).toEqual({ image: null });
    expect(await refusal(applyAccountRules("/update-user", { name: "" }))).toMatchObject({
      code: "INVALID_DISPLAY_NAME",
    });
    expect(await applyAccountRules("/admin/update-user", { userId: "u1", data: { name: " Sam " } })).toEqual({
      userId: "u1",
      data: { name: "Sam" },
    });
    expect(
      await refusal(applyAccountRules("/admin/update-user", { userId: "u1", data: { email: "nope" } })),
    ).toMatchObject({
      code: "INVALID_EMAIL_ADDRESS",
    });
  });

  it("leaves other endpoints, and bodies that are not objects, to the endpoint's own validation", async () => {
    expect(await applyAccountRules("/sign-out", { anything: 1 })).toBeUndefined();
    expect(await applyAccountRules("/sign-up/email", "not an object")).toBeUndefined();
    expect(await applyAccountRules("/sign-up/email", null)).toBeUndefined();
  });
});

describe("orUnavailable", () => {
  it("turns a lost database into the auth layer's 503", async () => {
    expect(await refusal(orUnavailable(() => Promise.reject(databaseUnavailable())))).toMatchObject({
      status: 503,
      code: "DATABASE_UNAVAILABLE",
    });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(await refusal(orUnavailable(() => Promise.reject(refused)))).toMatchObject({ status: 503 });
  });

  it("lets every other error through as it is", async () => {
    await expect(orUnavailable(() => Promise.reject(new TypeError("a bug")))).rejects.toBeInstanceOf(TypeError);
  });
});
