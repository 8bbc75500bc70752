import { describe, expect, it } from "vitest";

import { applyLiveFacts, hasLiveFacts } from "./live-facts-html.server";

const html = `<p>Built in Skamania County. <span data-live-fact="units-ready-sentence">9 units are ready to deliver now.</span></p>
<li><span data-live-fact="units-ready">9</span> units ready</li><p><span data-live-fact="next-rental-free">Ask us about rentals.</span></p><span data-live-fact="unknown-name">keep</span>
<script>window.__data={"unitsReady":9}</script>`;

describe("applyLiveFacts", () => {
  it("writes each marked fact as it stands now and leaves everything else alone", () => {
    const out = applyLiveFacts(html, {
      unitsReady: 12,
      nextBuildMonth: null,
      nextRental: { kind: "from", day: "2027-03-21" },
    });
    expect(out).toContain(`<span data-live-fact="units-ready-sentence">12 units are ready to deliver now.</span>`);
    expect(out).toContain(`<span data-live-fact="units-ready">12</span> units ready`);
    expect(out).toContain(
      `<span data-live-fact="next-rental-free">Our next rental unit is free from March 21, 2027.</span>`,
    );
    expect(out).toContain(`<span data-live-fact="unknown-name">keep</span>`);
    // Scripts are not rewritten: their CSP hashes stay valid.
    expect(out).toContain(`<script>window.__data={"unitsReady":9}</script>`);
  });

  it("knows which pages carry facts", () => {
    expect(hasLiveFacts(html)).toBe(true);
    expect(hasLiveFacts("<p>No figures here</p>")).toBe(false);
  });
});
