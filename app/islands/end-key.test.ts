import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { END_SCROLL_WINDOW_MS, finishEndKeyScrolls, type ScrollingWindow, scrollsToThePageEnd } from "./end-key";

/** Stands in for the browser's Element: a node that knows whether it sits in a text field. */
class FakeElement extends EventTarget {
  constructor(private readonly inTextField: boolean) {
    super();
  }
  closest(): FakeElement | null {
    return this.inTextField ? this : null;
  }
}

/** A page 5,000 px tall in a 700 px window, scrolled with the End key by a browser stand-in. */
class FakePage extends EventTarget implements ScrollingWindow {
  scrollY = 0;
  readonly innerHeight = 700;
  readonly document = { documentElement: { scrollHeight: 5000 } };
  readonly scrolls: ScrollToOptions[] = [];
  scrollTo(options: ScrollToOptions) {
    this.scrolls.push(options);
    this.scrollY = Math.min(options.top ?? this.scrollY, this.document.documentElement.scrollHeight - this.innerHeight);
  }
  /** A key pressed on the page, or in the given element (as dispatched there, then bubbled here). */
  press(key: string, { ctrlKey = false, target }: { ctrlKey?: boolean; target?: FakeElement } = {}) {
    const event = Object.assign(new Event("keydown", { cancelable: true }), keyPress(key), { ctrlKey });
    if (target) Object.defineProperty(event, "target", { value: target });
    this.dispatchEvent(event);
  }
  /** The browser's smooth scroll to the end it saw at the press ends, while the page grew on the way. */
  endScrollOnAGrownPage() {
    this.scrollY = this.document.documentElement.scrollHeight - this.innerHeight;
    this.document.documentElement.scrollHeight += 3000;
    this.dispatchEvent(new Event("scrollend"));
  }
}

/** A key press with no modifier, as the listener reads it. */
const keyPress = (key: string) => ({ key, shiftKey: false, altKey: false, metaKey: false });
const press = (key: string, target: EventTarget | null = null) => ({
  ...keyPress(key),
  target,
  defaultPrevented: false,
});

describe("the End key on a page whose bands are drawn on the way", () => {
  beforeEach(() => {
    vi.stubGlobal("Element", FakeElement);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("is End or Ctrl+End outside a text field, and not a press a control kept for itself", () => {
    expect(scrollsToThePageEnd(press("End"))).toBe(true);
    expect(scrollsToThePageEnd(press("End", new FakeElement(false)))).toBe(true);
    expect(scrollsToThePageEnd(press("End", new FakeElement(true))), "in a text field").toBe(false);
    expect(scrollsToThePageEnd(press("Home"))).toBe(false);
    expect(scrollsToThePageEnd({ ...press("End"), shiftKey: true }), "Shift+End selects").toBe(false);
    expect(scrollsToThePageEnd({ ...press("End"), defaultPrevented: true })).toBe(false);
  });

  it("takes the visitor the rest of the way when the scroll stops short of the real end", () => {
    const page = new FakePage();
    finishEndKeyScrolls(page);
    page.press("End", { ctrlKey: true });
    page.endScrollOnAGrownPage();
    expect(page.scrolls).toEqual([{ top: 8000, behavior: "instant" }]);
    expect(page.scrollY + page.innerHeight).toBe(8000);
    // Only once: a later scroll of the visitor's own ends where they put it.
    page.scrollY = 1000;
    page.dispatchEvent(new Event("scrollend"));
    expect(page.scrolls).toHaveLength(1);
  });

  it("does nothing when the scroll reached the real end", () => {
    const page = new FakePage();
    finishEndKeyScrolls(page);
    page.press("End");
    page.scrollY = 4300;
    page.dispatchEvent(new Event("scrollend"));
    expect(page.scrolls).toEqual([]);
  });

  it("leaves the visitor's own scroll alone: a wheel, a touch, a pointer or another key meanwhile", () => {
    for (const interruption of ["wheel", "touchstart", "pointerdown", "keydown"]) {
      const page = new FakePage();
      finishEndKeyScrolls(page);
      page.press("End");
      if (interruption === "keydown") page.press("ArrowUp");
      else page.dispatchEvent(new Event(interruption));
      page.endScrollOnAGrownPage();
      expect(page.scrolls, interruption).toEqual([]);
    }
  });

  it("forgets a press whose scroll never came (the page was at its end already)", () => {
    const page = new FakePage();
    finishEndKeyScrolls(page);
    page.press("End");
    vi.advanceTimersByTime(END_SCROLL_WINDOW_MS);
    page.endScrollOnAGrownPage();
    expect(page.scrolls).toEqual([]);
  });

  it("ignores End typed in a text field", () => {
    const page = new FakePage();
    finishEndKeyScrolls(page);
    page.press("End", { target: new FakeElement(true) });
    page.endScrollOnAGrownPage();
    expect(page.scrolls).toEqual([]);
  });
});
