/**
 * Prerendered pages hold their content in the HTML itself: what a crawler, a
 * slow phone or a visitor without JavaScript receives before any script runs.
 */
import type { Locator } from "@playwright/test";

import { expect, expectNoAxeViolations, openPage, test } from "./support/fixtures";
import { elementsOf, textOf } from "./support/html";
import { pages, prerenderedPages, SIGNED_IN_ONLY } from "./support/site";

/** Enough text for real content, more than a heading and a sentence. */
const MIN_MAIN_TEXT = 500;

test("some pages are prerendered", () => {
  expect(prerenderedPages.length).toBeGreaterThan(10);
});

for (const info of prerenderedPages) {
  test(`prerendered ${info.path} holds its h1 and main content in the HTML`, async ({ page, request }) => {
    const response = await request.get(info.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    // Served as the build's file: no per-response nonce. The page does not hydrate: its one inline
    // script, the islands' starter (docs/decisions/0048), is vouched for by its hash.
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[\w+/=]+'(;|$)/);

    const html = await response.text();
    const mains = elementsOf(html, "main");
    expect(mains, "one <main> in the HTML").toHaveLength(1);
    const main = mains[0] ?? "";
    const headings = elementsOf(main, "h1").map(textOf);
    expect(headings, "one <h1> inside <main>").toHaveLength(1);
    const h1 = headings[0] ?? "";
    expect(h1).not.toBe("");
    const mainText = textOf(main);
    expect(mainText.length, `text inside <main> of ${info.path}: "${mainText.slice(0, 200)}…"`).toBeGreaterThan(
      MIN_MAIN_TEXT,
    );

    // The same heading a visitor sees once the page has loaded.
    await page.goto(info.path);
    const shown = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/\s+/g, " ").trim();
    expect(shown).toBe(h1);
  });
}

test("a fact the owner edits sits in its sentence with a space on each side", async ({ request }) => {
  let checked = 0;
  for (const info of prerenderedPages) {
    const html = await (await request.get(info.path)).text();
    for (const match of html.matchAll(/(.)<span data-live-fact="[^"]+"[^>]*>[^<]*<\/span>(.)/g)) {
      checked++;
      const [, before = "", after = ""] = match;
      expect(before, `${info.path}: text runs into a live fact`).not.toMatch(/[\w.,;:]/);
      expect(after, `${info.path}: a live fact runs into the next word`).not.toMatch(/\w/);
    }
  }
  expect(checked).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/", "/Specs", "/FAQ"]) {
    test(`${path} shows its content, navigation and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect((await page.getByRole("main").innerText()).length).toBeGreaterThan(MIN_MAIN_TEXT);
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SHOP" })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeVisible();
    });
  }

  // Chromium under test still parses <noscript> as if scripts ran, so this reads the HTML a no-JS browser renders.
  test("/Checkout says the cart needs JavaScript and offers to take the order by phone or email", async ({
    request,
  }) => {
    const html = await (await request.get("/Checkout")).text();
    expect(elementsOf(html, "noscript").map(textOf)).toContainEqual(
      expect.stringContaining("Turn it on to check out, or call or email us"),
    );
  });
});

test("/Social without a feed invites posts instead of promising a feed", async ({ page }) => {
  await page.goto("/Social");
  await expect(page.getByRole("heading", { name: "Share yours with #Nestz" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Posts tagged/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Be part of the feed" })).toBeVisible();
});

test.describe("bands below the first screen", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** Whether the browser has drawn the element (false inside a band that waits, content-visibility: auto). */
  const drawn = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });

  /** Scrolls down as a visitor does, a turn of the wheel at a time, until the element's top is on screen. */
  const scrollWithTheWheelUntilOnScreen = async (target: Locator) => {
    await expect
      .poll(
        async () => {
          await target.page().mouse.wheel(0, 300);
          return target.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight);
        },
        { intervals: [50], timeout: 20_000 },
      )
      .toBe(true);
  };

  test("wait to be drawn until a visitor scrolls near them, and are read all along", async ({ page }) => {
    await page.goto("/Delivery");
    const heading = page.getByRole("heading", { name: "How placement works", level: 2 });
    // In the page and its accessibility tree from the start, though not drawn yet.
    await expect(heading).toBeAttached();
    expect(await heading.evaluate(drawn)).toBe(false);
    // The visitor scrolls down with the wheel until the heading is on screen; by then it is drawn.
    await scrollWithTheWheelUntilOnScreen(heading);
    await expect.poll(() => heading.evaluate(drawn)).toBe(true);
    await expect(heading).toBeInViewport();
  });

  test("a link into a band far down lands on it, on the page and from another page", async ({ page }) => {
    await page.goto("/Specs");
    // The spec sheet is the band before the dark closing band: it waits too.
    const specSheet = page.getByRole("heading", { name: "The spec sheet", level: 2 });
    expect(await specSheet.evaluate(drawn)).toBe(false);
    await page.getByRole("link", { name: "Read the spec sheet" }).click();
    await expect(page).toHaveURL(/#spec-sheet$/);
    await expect(page.locator("#spec-sheet h2")).toBeInViewport();

    await page.goto("/Contact#quote");
    await expect(page.getByRole("heading", { name: "Request a quote", level: 2 })).toBeInViewport();
  });

  test("a drawing far down waits too, and is drawn in the room it kept when a visitor comes near it", async ({
    page,
  }) => {
    // An element that waits to be drawn tells when it starts and stops skipping its contents.
    await page.addInitScript(() => {
      const states: [alt: string, skipped: boolean][] = [];
      Object.assign(window, { pictureStates: states });
      document.addEventListener(
        "contentvisibilityautostatechange",
        (event) => {
          const { target } = event;
          if (event instanceof ContentVisibilityAutoStateChangeEvent && target instanceof HTMLImageElement)
            states.push([target.alt, event.skipped]);
        },
        true,
      );
    });
    await page.goto("/Delivery");
    const map = page.getByRole("img", { name: /^Close-up of the .*-mile circle around PDX/ });
    const alt = await map.getAttribute("alt");
    const states = () =>
      page.evaluate(
        (mapAlt) =>
          (window as unknown as { pictureStates: [string, boolean][] }).pictureStates
            .filter(([pictureAlt]) => pictureAlt === mapAlt)
            .map(([, skipped]) => skipped),
        alt,
      );
    await expect.poll(states).toEqual([true]);
    const waitingBox = await map.boundingBox();

    await scrollWithTheWheelUntilOnScreen(map);
    await expect.poll(states).toEqual([true, false]);
    // Drawn, it fills exactly the room it kept while it waited.
    const drawnBox = await map.boundingBox();
    expect(drawnBox?.width).toBeCloseTo(waitingBox?.width ?? 0, 1);
    expect(drawnBox?.height).toBeCloseTo(waitingBox?.height ?? 0, 1);
  });

  for (const path of ["/Specs", "/Delivery"]) {
    test(`the End key lands on ${path}'s real end, below its waiting bands`, async ({ page }) => {
      // Bands drawn on the way change the page's height while the key's smooth scroll runs: the
      // room they keep and the bootstrap's End handling (app/islands/end-key.ts) bring it to the end.
      await openPage(page, path);
      await page.keyboard.press("End");
      // The footer's last line is on screen, with no room left below it.
      await expect(page.getByRole("contentinfo").getByText(/^© \d{4} /)).toBeInViewport();
      await expect
        .poll(() =>
          page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
        )
        .toBe(true);
    });
  }

  test("no band takes more room when drawn than it kept while it waited, at 320 px wide", async ({ page }) => {
    // The End key scrolls smoothly to where the page ended when it was pressed, and the bands it
    // passes are drawn on the way. A band that grew would leave the visitor mid-page; one that
    // shrinks moves the end up to meet them (app/app.css, decision 0055). Whether a band was laid
    // out once before it first waited depends on timing, so this measures the room it keeps
    // before that: its contain-intrinsic-size.
    await page.setViewportSize({ width: 320, height: 740 });
    const paths = pages.map((info) => info.path).filter((path) => !SIGNED_IN_ONLY.includes(path));
    let measured = 0;
    for (const path of paths) {
      await page.goto(path);
      const bands = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main *")]
          // Pictures that wait keep the room of their aspect ratio, exactly (the test above).
          .filter((band) => getComputedStyle(band).contentVisibility === "auto" && !(band instanceof HTMLImageElement))
          .map((band) => {
            const room = parseFloat(getComputedStyle(band).containIntrinsicHeight.replace(/^auto\s+/, ""));
            band.style.contentVisibility = "visible";
            const name = band.querySelector("h2")?.textContent ?? band.id;
            return { name, room, height: band.getBoundingClientRect().height };
          }),
      );
      for (const band of bands) {
        expect(band.room, `${path} "${band.name}" keeps room until drawn`).toBeGreaterThan(0);
        expect(band.height, `${path} "${band.name}" drawn, against the room it kept`).toBeLessThanOrEqual(band.room);
      }
      measured += bands.length;
    }
    expect(measured, "waiting bands measured").toBeGreaterThan(40);
  });

  test("as loaded, bands undrawn, every page passes axe's contrast check, as Lighthouse runs it", async ({ page }) => {
    // Until drawn, a band keeps only its placeholder room, and a checker measures its text against
    // what lies where it would be (decision 0053): a band that kept less room than its text takes
    // would be caught here. Lighthouse's phone is 412 px wide.
    await page.setViewportSize({ width: 412, height: 823 });
    for (const { path } of prerenderedPages) {
      await page.goto(path);
      await expectNoAxeViolations(page, `${path} as loaded`, { asLoaded: true, rules: ["color-contrast"] });
    }
  });
});
