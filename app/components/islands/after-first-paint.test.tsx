import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { NonceProvider } from "#app/components/layout/nonce";

import { afterFirstPaintScript, BACKSTOP_MS } from "./after-first-paint";
import { ContentPageAssetsProvider, IslandsBootstrap } from "./page-scripts";

const MODULES = ["/assets/cart-basics-1.js", "/assets/islands-2.js"];

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/**
 * Runs the script as a browser would, with its window's pieces stood in for:
 * `import()` cannot be handed to a Function, so the one call is pointed at a
 * recorder (the end-to-end tests load the real modules).
 */
function run(
  script: string,
  {
    paintTiming,
    schedule = setTimeout,
  }: { paintTiming: boolean; schedule?: (task: () => void, delay?: number) => unknown },
) {
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
    schedule,
    (module: string) => imported.push(module),
  );
  expect(loadListeners, "one listener for the load event").toHaveLength(1);
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

/**
 * Runs the tasks due now and those they queue: the start, then each module's own task. (The fake
 * clock runs a task queued by a running task a millisecond later, so this moves it on by 2 ms.)
 */
const runDueTasks = () => {
  vi.advanceTimersByTime(1);
  vi.advanceTimersByTime(1);
};

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
    vi.advanceTimersByTime(BACKSTOP_MS - 10);
    page.paint(["first-paint"]);
    runDueTasks();
    expect(page.imported).toEqual([]);
    expect(page.disconnected()).toBe(false);

    page.paint(["first-contentful-paint"]);
    expect(page.imported, "after the paint's own task").toEqual([]);
    runDueTasks();
    expect(page.imported).toEqual(MODULES);
    expect(page.disconnected()).toBe(true);
    vi.advanceTimersByTime(BACKSTOP_MS);
    expect(page.imported, "the backstop does not start them again").toEqual(MODULES);
  });

  it("starts at the load event where the browser reports no paints", () => {
    const page = run(afterFirstPaintScript(MODULES), { paintTiming: false });
    expect(page.imported).toEqual([]);
    page.load();
    runDueTasks();
    expect(page.imported).toEqual(MODULES);
  });

  it("asks for each module in a task of its own, in order", () => {
    const tasks: (() => void)[] = [];
    const page = run(afterFirstPaintScript(MODULES), { paintTiming: true, schedule: (task) => tasks.push(task) });
    page.paint(["first-contentful-paint"]);
    const runNextTask = () => tasks.shift()?.();
    runNextTask();
    expect(page.imported, "the task that starts them asks for none").toEqual([]);
    runNextTask();
    expect(page.imported).toEqual(MODULES.slice(0, 1));
    runNextTask();
    expect(page.imported).toEqual(MODULES);
    expect(tasks).toEqual([]);
  });

  it("starts a few seconds after the load event when no paint is reported (a tab kept in the background)", () => {
    const page = run(afterFirstPaintScript(MODULES), { paintTiming: true });
    page.load();
    vi.advanceTimersByTime(BACKSTOP_MS - 1);
    expect(page.imported).toEqual([]);
    vi.advanceTimersByTime(1);
    runDueTasks();
    expect(page.imported).toEqual(MODULES);
  });

  it("cannot be closed early by a module's address", () => {
    const script = afterFirstPaintScript(["/assets/</script><script>alert(1)</script>.js"]);
    expect(script).not.toContain("</script>");
    const page = run(script, { paintTiming: false });
    page.load();
    runDueTasks();
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
