import { describe, expect, it } from "vitest";

import {
  displayFileName,
  DOCUMENT_MAX_BYTES,
  documentIdOf,
  expiryStanding,
  isPdf,
  parseDocumentDetails,
  uploadProblem,
} from "./documents";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("uploads", () => {
  it("knows a PDF by its first bytes, not its name", () => {
    expect(isPdf(bytes("%PDF-1.7\n..."))).toBe(true);
    expect(isPdf(bytes("<html>%PDF-"))).toBe(false);
    expect(isPdf(bytes("%PDF"))).toBe(false);
  });

  it("refuses empty, oversized and non-PDF files", () => {
    expect(uploadProblem(new Uint8Array())).toBe("empty");
    expect(uploadProblem(new Uint8Array(DOCUMENT_MAX_BYTES + 1))).toBe("too-large");
    expect(uploadProblem(bytes("GIF89a"))).toBe("not-pdf");
    expect(uploadProblem(bytes("%PDF-1.4"))).toBeNull();
  });

  it("never keeps a path in a file's name", () => {
    expect(displayFileName("../../x.pdf")).toBe("x.pdf");
    expect(displayFileName("C:\\Users\\me\\W-9 2026.PDF")).toBe("W-9 2026.pdf");
    expect(displayFileName("..")).toBe("document.pdf");
    expect(displayFileName("cert<script>.pdf")).toBe("certscript.pdf");
    expect(displayFileName("notes")).toBe("notes.pdf");
    expect(displayFileName(`${"a".repeat(300)}.pdf`).length).toBeLessThanOrEqual(120);
  });
});

describe("expiryStanding", () => {
  it("warns 30 days ahead and reads expired after the day", () => {
    expect(expiryStanding(null, "2026-11-26")).toBe("none");
    expect(expiryStanding("2027-01-31", "2026-11-26")).toBe("current");
    expect(expiryStanding("2026-12-26", "2026-11-26")).toBe("expiring");
    expect(expiryStanding("2026-11-26", "2026-11-26")).toBe("expiring");
    expect(expiryStanding("2026-11-25", "2026-11-26")).toBe("expired");
  });
});

describe("parseDocumentDetails", () => {
  it("accepts a name, a kind and an optional expiry", () => {
    expect(parseDocumentDetails({ name: " W-9 ", kind: "w9", expiresOn: "" })).toEqual({
      ok: true,
      details: { name: "W-9", kind: "w9", expiresOn: null },
    });
    expect(parseDocumentDetails({ name: "COI", kind: "insurance", expiresOn: "2027-06-30" }).ok).toBe(true);
  });

  it("names every field that is wrong", () => {
    const parsed = parseDocumentDetails({ name: "", kind: "passport", expiresOn: "2027-02-30" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(["expiresOn", "kind", "name"]);
  });
});

describe("documentIdOf", () => {
  it("reads digits only", () => {
    expect(documentIdOf("12")).toBe(12);
    expect(documentIdOf("0")).toBeNull();
    expect(documentIdOf("1e3")).toBeNull();
    expect(documentIdOf("../1")).toBeNull();
    expect(documentIdOf(undefined)).toBeNull();
  });
});
