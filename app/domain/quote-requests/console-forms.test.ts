import { describe, expect, it } from "vitest";

import { parseFields } from "#app/domain/console/form-result";

import {
  NOTE_MAX,
  quoteRequestIdFromReference,
  quoteRequestNoteForm,
  quoteRequestPath,
  quoteRequestStatusForm,
  replyHref,
} from "./console-forms";

describe("reply by email", () => {
  it("opens a message to the buyer with the reference in the subject and a greeting", () => {
    expect(replyHref({ email: "grace@example.com", reference: "Q-1042", name: "Grace Hopper" })).toBe(
      "mailto:grace@example.com?subject=Your%20Nestz%20quote%20Q-1042&body=Hi%20Grace%2C%0A%0A",
    );
  });

  it("keeps an address's own characters from being read as the link's parts", () => {
    const href = replyHref({ email: "a+b&c=d@example.com", reference: "Q-1001", name: "" });
    expect(href).toBe("mailto:a%2Bb%26c%3Dd@example.com?subject=Your%20Nestz%20quote%20Q-1001");
    const url = new URL(href);
    expect(decodeURIComponent(url.pathname)).toBe("a+b&c=d@example.com");
    expect(url.searchParams.get("subject")).toBe("Your Nestz quote Q-1001");
  });
});

describe("references", () => {
  it("find the request: Q-1042 is request 42, and the address is spelt one way", () => {
    expect(quoteRequestIdFromReference("Q-1042")).toBe(42);
    expect(quoteRequestIdFromReference("q-1001")).toBe(1);
    expect(quoteRequestIdFromReference("Q-1000")).toBeNull();
    expect(quoteRequestIdFromReference("Q-42")).toBeNull();
    expect(quoteRequestIdFromReference("1042")).toBeNull();
    expect(quoteRequestIdFromReference("Q-99999999999999999999")).toBeNull();
    expect(quoteRequestPath("q-1042")).toBe("/admin/quote-requests/Q-1042");
  });
});

describe("a private note", () => {
  it("keeps line breaks, trims, and must say something", () => {
    expect(parseFields(quoteRequestNoteForm, { body: "  Called back.\r\nWants a visit.  " })).toEqual({
      ok: true,
      data: { body: "Called back.\nWants a visit." },
    });
    expect(parseFields(quoteRequestNoteForm, { body: "   " })).toEqual({
      ok: false,
      errors: { body: "Note: please write the note first." },
    });
    expect(parseFields(quoteRequestNoteForm, {})).toMatchObject({
      ok: false,
      errors: { body: expect.stringMatching(/^Note:/) },
    });
  });

  it("is at most 5,000 characters", () => {
    expect(parseFields(quoteRequestNoteForm, { body: "a".repeat(NOTE_MAX) }).ok).toBe(true);
    expect(parseFields(quoteRequestNoteForm, { body: "a".repeat(NOTE_MAX + 1) })).toEqual({
      ok: false,
      errors: { body: "Note: keep it to 5,000 characters (this one has 5,001)." },
    });
  });
});

describe("a status change", () => {
  it("names a known status and the one the page showed", () => {
    expect(parseFields(quoteRequestStatusForm, { status: "quoted", from: "new" })).toEqual({
      ok: true,
      data: { status: "quoted", from: "new" },
    });
    expect(parseFields(quoteRequestStatusForm, { status: "maybe", from: "new" })).toEqual({
      ok: false,
      errors: { status: "Status: choose one of New, Contacted, Quoted, Won, Lost." },
    });
    expect(parseFields(quoteRequestStatusForm, { status: "won" }).ok).toBe(false);
  });
});
