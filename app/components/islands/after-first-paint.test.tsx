import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { NonceProvider } from "../nonce";
import { afterFirstPaintScript, BACKSTOP_MS } from "./after-first-paint";
import { ContentPageAssetsProvider, IslandsBootstrap } from "./page-scripts";

const MODULES = ["/assets/cart-basics-1.js", "/assets/islands-2.js"];

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/**
 * Runs the script as a browser would, with its window's pieces stood in for:
 * `import()` cannot be handed to a Function, so the one call is pointed at a
 * recorder (the end-to-end tests load the real modules).
 */
function run(script: string, { paintTiming }: { paintTiming: boolean }) {
  const imported: string[] = [];
  const loadListeners: (() => void)[] = [];
  let paintCallback: PaintCallback | null = null;
  let disconnected = false;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    constructor(callback: PaintCallback) {
      paintCallback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
    }
  }
  expect(script.split("import(m)")).toHaveLength(2);
  const body = script.replace("import(m)", "record(m)");
  new Function("PerformanceObserver", "addEventListener", "setTimeout", "record", body)(
    FakeObserver,
    (type: string, listener: () => void) => {
      expect(type).toBe("load");
      loadListeners.push(listener);
    },
    setTimeout,
    (module: string) => imported.push(module),
  );
  return {
    imported,
    load: () => loadListeners.forEach((listener) => listener()),
    paint: (names: string[]) =>
      paintCallback?.(
        { getEntriesByName: (name) => names.filter((entry) => entry === name) },
        { disconnect: () => (disconnected = true) },
      ),
    disconnected: () => disconnected,
  };
}

describe("the script that starts a content page's islands", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("imports nothing until the first contentful paint, then every module once", () => {
    const page = run(afterFirstPaintScript(MODULES), { paintTiming: true });
    page.load();
    vi.advanceTimersByTime(BACKSTOP_MS - 1);
    page.paint(["first-paint"]);
    vi.advanceTimersByTime(0);
    expect(page.imported).toEqual([]);
    expect(page.disconnected()).toBe(false);

    page.paint(["first-contentful-paint"]);
    expect(page.imported, "after the paint's own task").toEqual([]);
    vi.advanceTimersByTime(0);
    expect(page.imported).toEqual(MODULES);
    expect(page.disconnected()).toBe(true);
    vi.advanceTimersByTime(BACKSTOP_MS);
    expect(page.imported, "the backstop does not start them again").toEqual(MODULES);
  });

  it("starts at the load event where the browser reports no paints", () => {
    const page = run(afterFirstPaintScript(MODULES), { paintTiming: false });
    expect(page.imported).toEqual([]);
    page.load();
    expect(page.imported).toEqual(MODULES);
  });

  it("starts a few seconds after the load event when no paint is reported (a tab kept in the background)", () => {
    const page = run(afterFirstPaintScript(MODULES), { paintTiming: true });
    page.load();
    vi.advanceTimersByTime(BACKSTOP_MS - 1);
    expect(page.imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.imported).toEqual(MODULES);
  });

  it("cannot be closed early by a module's address", () => {
    const script = afterFirstPaintScript(["/assets/</script><script>alert(1)</script>.js"]);
    expect(script).not.toContain("</script>");
    const page = run(script, { paintTiming: false });
    page.load();
    expect(page.imported).toEqual(["/assets/</script><script>alert(1)</script>.js"]);
  });
});

describe("a content page's script element", () => {
  const assets = { bootstrap: { url: "/assets/islands-2.js", imports: ["/assets/cart-basics-1.js"] }, icon: "" };
  const render = (nonce?: string) =>
    renderToStaticMarkup(
      <NonceProvider value={nonce}>
        <ContentPageAssetsProvider value={assets}>
          <IslandsBootstrap />
        </ContentPageAssetsProvider>
      </NonceProvider>,
    );

  it("is one inline module that loads the bootstrap and its imports, and nothing fetched up front", () => {
    const html = render();
    expect(html).toBe(`<script type="module">${afterFirstPaintScript(MODULES)}</script>`);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("src=");
  });

  it("carries the response's nonce when there is one", () => {
    expect(render("n0nce")).toContain('<script type="module" nonce="n0nce">');
  });
});
