import { describe, expect, it } from "vitest";

import {
  bodyLimitFor,
  DEFAULT_BODY_BYTES,
  DOCUMENT_UPLOAD_BODY_BYTES,
  PHOTO_UPLOAD_BODY_BYTES,
  PRODUCTION_UPLOAD_BODY_BYTES,
  RETURN_UPLOAD_BODY_BYTES,
  TAX_RATES_UPLOAD_BODY_BYTES,
  tooLargeWords,
} from "./body-limits.server";

describe("bodyLimitFor", () => {
  it("lets only a POST to the documents page carry a 5 MB file", () => {
    expect(bodyLimitFor("POST", "/admin/documents")).toBe(DOCUMENT_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("POST", "/admin/Documents/")).toBe(DOCUMENT_UPLOAD_BODY_BYTES);
    expect(DOCUMENT_UPLOAD_BODY_BYTES).toBeGreaterThan(5 * 1024 * 1024);
    expect(DOCUMENT_UPLOAD_BODY_BYTES).toBeLessThan(6 * 1024 * 1024);
  });

  it("lets only a POST to a product's photos page carry a 15 MB photo", () => {
    expect(bodyLimitFor("POST", "/admin/products/3/photos")).toBe(PHOTO_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("POST", "/Admin/Products/3/Photos/")).toBe(PHOTO_UPLOAD_BODY_BYTES);
    expect(PHOTO_UPLOAD_BODY_BYTES).toBeGreaterThan(15 * 1024 * 1024);
    expect(PHOTO_UPLOAD_BODY_BYTES).toBeLessThan(16 * 1024 * 1024);
  });

  it("lets only a POST to the production board carry three 15 MB photos", () => {
    expect(bodyLimitFor("POST", "/admin/production")).toBe(PRODUCTION_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("POST", "/Admin/Production/")).toBe(PRODUCTION_UPLOAD_BODY_BYTES);
    expect(PRODUCTION_UPLOAD_BODY_BYTES).toBeGreaterThan(45 * 1024 * 1024);
    expect(PRODUCTION_UPLOAD_BODY_BYTES).toBeLessThan(46 * 1024 * 1024);
    expect(bodyLimitFor("POST", "/admin/production/photos/1")).toBe(DEFAULT_BODY_BYTES);
  });

  it("lets only a POST to the Rental returns page carry a returned unit's three 15 MB photos", () => {
    expect(bodyLimitFor("POST", "/admin/rentals/returns")).toBe(RETURN_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("POST", "/Admin/Rentals/Returns/")).toBe(RETURN_UPLOAD_BODY_BYTES);
    expect(RETURN_UPLOAD_BODY_BYTES).toBeGreaterThan(45 * 1024 * 1024);
    expect(bodyLimitFor("POST", "/admin/rentals")).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor("POST", "/admin/rentals/returns/photos/1-abc-480.jpg")).toBe(DEFAULT_BODY_BYTES);
    expect(tooLargeWords("POST", "/admin/rentals/returns").detail).toContain("Rental returns");
  });

  it("lets only a POST to the Tax rates page carry a quarter's two DOR files", () => {
    expect(bodyLimitFor("POST", "/admin/tax/rates")).toBe(TAX_RATES_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("POST", "/Admin/Tax/Rates/")).toBe(TAX_RATES_UPLOAD_BODY_BYTES);
    expect(TAX_RATES_UPLOAD_BODY_BYTES).toBeGreaterThan(50 * 1024 * 1024);
    expect(TAX_RATES_UPLOAD_BODY_BYTES).toBeLessThan(51 * 1024 * 1024);
    expect(bodyLimitFor("POST", "/admin/tax")).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor("GET", "/admin/tax/rates")).toBe(DEFAULT_BODY_BYTES);
  });

  it("keeps 1 MB everywhere else", () => {
    expect(bodyLimitFor("POST", "/Contact")).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor("POST", "/admin/documents/versions/1")).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor("POST", "/admin/documents-x")).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor("PUT", "/admin/documents")).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor("POST", "/admin/products/3")).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor("POST", "/admin/products/x/photos")).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor("POST", "/admin/products/3/photos/extra")).toBe(DEFAULT_BODY_BYTES);
    expect(bodyLimitFor("PUT", "/admin/products/3/photos")).toBe(DEFAULT_BODY_BYTES);
  });

  it("says what the upload limit is", () => {
    expect(tooLargeWords("POST", "/admin/documents").detail).toContain("5 MB");
    expect(tooLargeWords("POST", "/admin/products/3/photos").detail).toContain("15 MB");
    expect(tooLargeWords("POST", "/admin/tax/rates").detail).toContain("50 MB");
    expect(tooLargeWords("POST", "/Contact").heading).toBe("That request is too large");
  });
});
