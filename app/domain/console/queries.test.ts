import { describe, expect, it } from "vitest";

import { activityQuery, emailListQuery, parseQuery, peopleQuery, retryEmailForm, roleForm } from "./queries";

const query = (text: string) => new URLSearchParams(text);

describe("the console's list queries", () => {
  it("read the email filter and cursor, treating empty and 'all' as no filter", () => {
    expect(parseQuery(emailListQuery, query("status=failed&before=42"))).toEqual({
      ok: true,
      data: { status: "failed", before: 42 },
    });
    expect(parseQuery(emailListQuery, query("status=all&before="))).toEqual({ ok: true, data: {} });
  });

  it("refuse a bad filter or cursor with a message naming it", () => {
    expect(parseQuery(emailListQuery, query("status=lost"))).toEqual({
      ok: false,
      message: "Show: choose all, failed, waiting or sent.",
    });
    const cursor = parseQuery(emailListQuery, query("before=-1"));
    expect(cursor.ok ? "" : cursor.message).toMatch(/^Older messages:/);
    const activity = parseQuery(activityQuery, query("subject=Person%3Bdrop"));
    expect(activity.ok ? "" : activity.message).toMatch(/^Kind of change:/);
  });

  it("trim a search, and refuse a page that cannot exist", () => {
    expect(parseQuery(peopleQuery, query("q=%20ada%20&page=2"))).toEqual({ ok: true, data: { q: "ada", page: 2 } });
    expect(parseQuery(peopleQuery, query("q=%20%20"))).toEqual({ ok: true, data: {} });
    expect(parseQuery(peopleQuery, query("page=0")).ok).toBe(false);
    expect(parseQuery(peopleQuery, query(`q=${"x".repeat(201)}`)).ok).toBe(false);
  });
});

describe("the console's small forms", () => {
  it("take a retry with or without accepting a duplicate, and nothing else", () => {
    expect(retryEmailForm.safeParse({ intent: "retry", acceptDuplicate: "yes" }).success).toBe(true);
    expect(retryEmailForm.safeParse({ intent: "retry" }).success).toBe(true);
    expect(retryEmailForm.safeParse({ intent: "retry", acceptDuplicate: "maybe" }).success).toBe(false);
    expect(retryEmailForm.safeParse({ intent: "delete" }).success).toBe(false);
  });

  it("take a role change only with a known intent and an account id", () => {
    expect(roleForm.safeParse({ intent: "grant-admin", userId: "u1" }).success).toBe(true);
    expect(roleForm.safeParse({ intent: "make-owner", userId: "u1" }).success).toBe(false);
    expect(roleForm.safeParse({ intent: "revoke-admin", userId: "" }).success).toBe(false);
  });
});
