import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import routes from "#app/routes";

import { isRedirectPath, redirects, type SiteHref, type SitePath } from "./paths";
import { directoryTiles } from "./site/directory";
import { footerColumns, mobileNav, primaryNav } from "./site/navigation";
import { pages } from "./site/pages";

/** Every path of the route table, as matched ("/Shop", "/api/categories", "/*"). */
function routePaths(entries: readonly RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.index ? [prefix || "/"] : entry.path !== undefined ? [path] : [];
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

const table = new Set(routePaths(routes));

describe("the site's paths", () => {
  it("names only routes that exist, and every old address leads to one", () => {
    for (const page of pages) expect(table.has(page.path), page.path).toBe(true);
    for (const [from, to] of Object.entries(redirects)) {
      expect(table.has(from), `${from} must stay an alias, not a route`).toBe(false);
      expect(table.has(to), `${from} → ${to}`).toBe(true);
    }
  });

  it("gives every navigation link a page or a known old address", () => {
    const links = [...primaryNav, ...mobileNav, ...footerColumns.flatMap((column) => column.links), ...directoryTiles];
    for (const { to } of links) expect(table.has(to) || isRedirectPath(to), to).toBe(true);
  });

  it("is checked by the compiler", () => {
    const fine: SitePath[] = ["/", "/Shop", "/bedroom", "/Kitchen", "/Details", "/Story", "/Inquiries"];
    const withParts: SiteHref[] = ["/Customize#layouts", "/SignIn?redirectTo=%2FCheckout"];
    // @ts-expect-error misspelt path: there is no /Shpo, so a link to it does not compile
    const misspelt: SitePath = "/Shpo";
    // @ts-expect-error wrong casing: the page is /Kitchen
    const cased: SitePath = "/kitchen";
    // @ts-expect-error a route with a parameter is not a path until href() fills it in
    const pattern: SitePath = "/images/:file";
    expect([...fine, ...withParts, misspelt, cased, pattern]).toHaveLength(12);
  });
});
