import { describe, expect, it } from "vitest";

import { consoleLayoutMeta, consoleMeta } from "./console-meta";

describe("consoleMeta", () => {
  it("titles the page, keeps it out of search engines and describes it", () => {
    const tags = consoleMeta("Orders")();
    expect(tags).toContainEqual({ title: "Orders | Nestz console" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.find((tag) => "name" in tag && tag.name === "description")).toMatchObject({
      content: expect.stringMatching(/^The Nestz console/),
    });
  });

  it("gives the layout's own answers the same robots and description", () => {
    expect(consoleLayoutMeta()).toEqual(consoleMeta("x")().slice(1));
  });
});
