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

  it("writes /Rent's numbered facts too: a month's name and whether a unit is free in it", () => {
    const out = applyLiveFacts(
      `<th><span data-live-fact="rent-month-1"></span></th><td><span data-live-fact="rent-free-1">Ask us</span></td>`,
      {
        unitsReady: 0,
        nextBuildMonth: null,
        nextRental: { kind: "now" },
        rentals: { rates: {}, months: [{ month: "2027-03", free: "booked" }] },
      },
    );
    expect(out).toBe(
      `<th><span data-live-fact="rent-month-1">March 2027</span></th><td><span data-live-fact="rent-free-1">Fully booked</span></td>`,
    );
  });

  it("knows which pages carry facts", () => {
    expect(hasLiveFacts(html)).toBe(true);
    expect(hasLiveFacts("<p>No figures here</p>")).toBe(false);
  });
});
