/**
 * deploy/nginx holds two facts the app owns: the bodies it takes (nginx lets
 * through every one, so the app answers with its own words, and nothing much
 * larger), and the private links whose keys no log may keep.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { PRIVATE_LINK_SEGMENTS } from "#app/domain/site/private-links";

import { bodyLimitFor, DEFAULT_BODY_BYTES } from "./body-limits.server";

const read = (name: string) => readFileSync(new URL(`../../../deploy/nginx/${name}`, import.meta.url), "utf8");
const template = read("https-server.template");
const MEGABYTE = 1024 * 1024;

/** nginx's size ("16m", "512k", "1000") in bytes. */
function bytes(size: string): number {
  const match = /^(\d+)([km]?)$/i.exec(size);
  if (!match) throw new Error(`not an nginx size: ${size}`);
  const unit = { "": 1, k: 1024, m: MEGABYTE }[(match[2] ?? "").toLowerCase()] ?? 1;
  return Number(match[1]) * unit;
}

/** The site-wide limit, before the first location. */
const serverLimit = bytes(/client_max_body_size (\S+);/.exec(template.split("location")[0] ?? "")?.[1] ?? "");

/** Each regex location with a limit of its own: its path pattern and limit. */
const uploadLocations = [
  ...template.matchAll(/location ~\* "([^"]+)" \{\s*client_max_body_size (\S+);\s*proxy_pass http:\/\/nestz;/g),
].map((match) => ({ pattern: new RegExp(match[1] ?? "", "i"), limit: bytes(match[2] ?? "") }));

/** nginx's limit for a path: the first regex location that matches, else the site's. */
const nginxLimitFor = (path: string) => uploadLocations.find(({ pattern }) => pattern.test(path))?.limit ?? serverLimit;

const paths = [
  "/",
  "/Contact",
  "/SignIn",
  "/admin/documents",
  "/admin/documents/",
  "/Admin/Documents",
  "/admin/products/7/photos",
  "/admin/products/123456789/photos/",
  "/admin/products/7",
  "/admin/products/7/photos/extra",
  "/admin/tax/rates",
  "/Admin/Tax/Rates/",
  "/admin/tax",
  "/api/insights/event",
];

describe("nginx's body limits in deploy/nginx", () => {
  it("has the three upload locations", () => {
    expect(uploadLocations).toHaveLength(3);
  });

  it.each(paths)("let through every body the app takes on %s, and at most 1 MB more", (path) => {
    const app = bodyLimitFor("POST", path);
    expect(nginxLimitFor(path)).toBeGreaterThanOrEqual(app);
    expect(nginxLimitFor(path)).toBeLessThanOrEqual(app + MEGABYTE);
  });

  it("keeps everything else to about the app's 1 MB", () => {
    expect(serverLimit).toBeGreaterThanOrEqual(DEFAULT_BODY_BYTES);
    expect(serverLimit).toBeLessThan(2 * DEFAULT_BODY_BYTES);
  });
});

describe("nginx's access log in deploy/nginx", () => {
  const site = read("nestz.conf.template");

  it("takes the key out of the same private links as the app's log", () => {
    const names = /\/\(\?:([a-z|-]+)\)\)\/\[\^\/\]\+/.exec(site)?.[1]?.split("|");
    expect(names?.sort()).toEqual([...PRIVATE_LINK_SEGMENTS].sort());
  });

  it("is written in that format by both servers, never with the request line or the Referer", () => {
    expect(site.match(/access_log @ACCESS_LOG@ nestz;/g)).toHaveLength(1);
    expect(template.match(/access_log @ACCESS_LOG@ nestz;/g)).toHaveLength(1);
    const format = /log_format nestz '([^']+)';/.exec(site)?.[1] ?? "";
    expect(format).toContain("$nestz_logged_path");
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$uri|\$args|\$query_string|\$http_referer/);
  });
});
