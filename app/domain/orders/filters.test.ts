import { describe, expect, it } from "vitest";

import { parseFields } from "#app/domain/console/form-result";

import { containsPattern, filtersToSearch, filterValues, hasFilters, isIsoDate, orderFiltersSchema } from "./filters";

const parse = (query: string) => parseFields(orderFiltersSchema, filterValues(new URLSearchParams(query)));

describe("the order filters", () => {
  it("read nothing as no filter, page 1", () => {
    expect(parse("")).toEqual({ ok: true, data: { status: null, from: null, to: null, email: null, page: 1 } });
    expect(parse("status=&from=&to=&email=")).toMatchObject({ ok: true, data: { status: null, page: 1 } });
    expect(parse("status=all")).toMatchObject({ ok: true, data: { status: null } });
  });

  it("read a status, a date range, part of an email (trimmed, any case) and a page", () => {
    expect(parse("status=refunded&from=2026-11-01&to=2026-11-30&email=%20Fern%40Example%20&page=3")).toEqual({
      ok: true,
      data: { status: "refunded", from: "2026-11-01", to: "2026-11-30", email: "fern@example", page: 3 },
    });
    expect(parse("from=2026-11-23&to=2026-11-23")).toMatchObject({ ok: true });
  });

  it("refuse wrong values with a message naming each field", () => {
    const result = parse("status=shipped&from=2026-02-30&to=yesterday&email=" + "x".repeat(255) + "&page=0");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.status).toMatch(/^Status: /);
    expect(result.errors.from).toMatch(/^From: /);
    expect(result.errors.to).toMatch(/^To: /);
    expect(result.errors.email).toMatch(/^Email: /);
    expect(result.errors.page).toMatch(/^Page: /);
    expect(parse("page=abc")).toMatchObject({ ok: false, errors: { page: expect.stringMatching(/^Page: /) } });
    expect(parse("page=1000001")).toMatchObject({ ok: false });
  });

  it("refuse a range that ends before it starts, on the To field", () => {
    expect(parse("from=2026-11-30&to=2026-11-01")).toEqual({
      ok: false,
      errors: { to: "To: the last day comes before the first one. Swap the dates, or clear one." },
    });
  });

  it("write back to a query string without empty fields, the page last and only past 1", () => {
    const parsed = parse("status=paid&email=fern&page=2");
    if (!parsed.ok) throw new Error("parse failed");
    expect(filtersToSearch(parsed.data)).toBe("?status=paid&email=fern&page=2");
    expect(filtersToSearch(parsed.data, { page: 1 })).toBe("?status=paid&email=fern");
    expect(hasFilters(parsed.data)).toBe(true);
    const none = parse("page=4");
    if (!none.ok) throw new Error("parse failed");
    expect(filtersToSearch(none.data, { page: 1 })).toBe("");
    expect(hasFilters(none.data)).toBe(false);
  });
});

describe("isIsoDate", () => {
  it("takes real calendar days only", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    for (const bad of [
      "2027-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-1-1",
      "26-11-23",
      "1999-12-31",
      "2026-11-23T00:00",
      "",
    ]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });
});

describe("containsPattern", () => {
  it("makes LIKE's wildcards and escape literal", () => {
    expect(containsPattern("fern")).toBe("%fern%");
    expect(containsPattern("100%_off\\")).toBe("%100\\%\\_off\\\\%");
  });
});
