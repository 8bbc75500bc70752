import { describe, expect, it } from "vitest";

import { parseFields } from "#app/domain/console/form-result";

import {
  hasQuoteRequestFilters,
  quoteRequestFiltersSchema,
  quoteRequestFiltersToSearch,
  quoteRequestFilterValues,
} from "./filters";

const parse = (query: string) =>
  parseFields(quoteRequestFiltersSchema, quoteRequestFilterValues(new URLSearchParams(query)));

describe("the inbox's filters", () => {
  it("read nothing as every request, first page", () => {
    expect(parse("")).toEqual({ ok: true, data: { status: null, buyer: null, intent: null, page: 1 } });
    expect(parse("status=all&buyer=&intent=all")).toEqual({
      ok: true,
      data: { status: null, buyer: null, intent: null, page: 1 },
    });
  });

  it("read status, buyer type, buy or rent and page", () => {
    expect(parse("status=quoted&buyer=government&intent=rent&page=3")).toEqual({
      ok: true,
      data: { status: "quoted", buyer: "government", intent: "rent", page: 3 },
    });
  });

  it("refuse values that aren't on the lists, naming each field", () => {
    expect(parse("status=archived&buyer=alien&intent=lease&page=0")).toEqual({
      ok: false,
      errors: {
        status: "Status: choose one of new, contacted, quoted, won, lost.",
        buyer: "Buyer: choose one of individual, civic, government, corporate.",
        intent: "Buy or rent: choose buy or rent.",
        page: "Page: that page number doesn't exist.",
      },
    });
    expect(parse("status=NEW").ok).toBe(false);
    expect(parse("page=1e3").ok).toBe(false);
  });

  it("write the same filters back as a query string, for pages and the export", () => {
    const filters = { status: "new", buyer: "civic", intent: "buy", page: 2 } as const;
    expect(quoteRequestFiltersToSearch(filters)).toBe("?status=new&buyer=civic&intent=buy&page=2");
    expect(quoteRequestFiltersToSearch(filters, { page: 1 })).toBe("?status=new&buyer=civic&intent=buy");
    expect(quoteRequestFiltersToSearch({ status: null, buyer: null, intent: null, page: 1 })).toBe("");
    expect(hasQuoteRequestFilters({ status: null, buyer: null, intent: null, page: 4 })).toBe(false);
    expect(hasQuoteRequestFilters({ status: null, buyer: null, intent: "rent", page: 1 })).toBe(true);
  });
});
