/**
 * The only script a content page loads, once it has painted (see ./registry.ts and
 * components/islands/after-first-paint.ts). It
 * shows the stored cart's count, mounts islands when they are first needed,
 * prefetches the pages a visitor is about to open and sends the page view. It imports no React:
 * keep it that way (tests/e2e/islands.spec.ts weighs every content page).
 */
import { CART_BADGE_SELECTOR, cartBadge, cartLabel } from "#app/components/cart/cart-label";
import type { mountIsland } from "#app/components/islands/mount";
import { isIslandName, type IslandName } from "#app/components/islands/names";
import { cartCount } from "#app/domain/cart/cart";
import { isConsolePath } from "#app/domain/insights/endpoint";
import {
  CART_HINT_COOKIE,
  CART_HINT_VALUE,
  CART_STORAGE_KEY,
  hasCartHint,
  readStoredCart,
  restoreCart,
} from "#app/state/cart-storage";
import { afterLoad, sendPageView } from "#app/state/page-view-beacon";

import { finishEndKeyScrolls } from "./end-key";
import { islands, type IslandTrigger } from "./registry";

const ISLAND_SELECTOR = "[data-island]";
const mounted = new WeakMap<Element, Promise<void>>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The cart icon in the server's HTML says 0 until the cart island takes over: give it the stored
 * cart's count. Returns the count.
 */
function showCartCount(stored: string | null): number {
  const count = cartCount(restoreCart(stored).cartItems);
  for (const badge of document.querySelectorAll<HTMLElement>(
    `${ISLAND_SELECTOR}:not([data-island-mounted]) ${CART_BADGE_SELECTOR}`,
  )) {
    badge.textContent = cartBadge(count);
    badge.hidden = count === 0;
    badge.closest("button")?.setAttribute("aria-label", cartLabel(count));
  }
  return count;
}

/**
 * Whether the has-a-cart hint is set. Reading document.cookie waits, on this thread, for the
 * browser's cookie store (up to 15 ms in a freshly started Chromium): ask the Cookie Store API,
 * which answers later without blocking, wherever there is one.
 */
function hasCart(): Promise<boolean> {
  if (!("cookieStore" in window)) return Promise.resolve(hasCartHint(document.cookie));
  return window.cookieStore.get(CART_HINT_COOKIE).then(
    (cookie) => cookie?.value === CART_HINT_VALUE,
    () => false,
  );
}

function nameOf(container: Element): IslandName | null {
  const name = container.getAttribute("data-island") ?? undefined;
  return isIslandName(name) ? name : null;
}

/** Loads (once) what an island needs: React and the mounting code, and its component. */
type Loaded = [{ mountIsland: typeof mountIsland }, Awaited<ReturnType<(typeof islands)[IslandName]["load"]>>];
const loads = new Map<IslandName, Promise<Loaded>>();
function load(name: IslandName) {
  let loading = loads.get(name);
  if (!loading) {
    loading = Promise.all([import("#app/components/islands/mount"), islands[name].load()]);
    // A failed download (offline for a moment) is tried again on the next press.
    loading.catch(() => loads.delete(name));
    loads.set(name, loading);
  }
  return loading;
}

/** The presses made on each island while it loads: every one is replayed, in order, once it is there. */
const held = new WeakMap<HTMLElement, Element[]>();

function mount(container: HTMLElement, pressed: Element | null): Promise<void> {
  const name = nameOf(container);
  if (!name) return Promise.resolve();
  if (pressed) held.set(container, [...(held.get(container) ?? []), pressed]);
  let mounting = mounted.get(container);
  if (!mounting) {
    container.setAttribute("aria-busy", "true");
    mounting = load(name).then(
      ([{ mountIsland }, component]) => {
        const props = JSON.parse(container.getAttribute("data-island-props") ?? "{}") as object;
        const presses = held.get(container) ?? [];
        held.delete(container);
        container.removeAttribute("aria-busy");
        container.setAttribute("data-island-mounted", "");
        mountIsland(container, component, props, presses);
      },
      (error: unknown) => {
        container.removeAttribute("aria-busy");
        mounted.delete(container);
        const presses = held.get(container) ?? [];
        held.delete(container);
        // What the press would have done without JavaScript still happens: a link to another
        // site goes there, and a form's submit button sends its form as a plain post.
        const firstPress = presses[0];
        const link = firstPress?.closest("a[href]");
        if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
        else if (isSubmitter(firstPress)) firstPress.form?.requestSubmit(firstPress);
        throw error;
      },
    );
    mounted.set(container, mounting);
  }
  return mounting;
}

function isSubmitter(control: Element | undefined): control is HTMLButtonElement | HTMLInputElement {
  if (control instanceof HTMLButtonElement) return control.type === "submit";
  return control instanceof HTMLInputElement && (control.type === "submit" || control.type === "image");
}

/** Links to this site's pages work without React; everything else in an island needs it. */
function needsIsland(control: Element): boolean {
  if (!(control instanceof HTMLAnchorElement)) return true;
  return new URL(control.href, window.location.href).origin !== window.location.origin;
}

const CONTROLS = "button, a[href], input, select, textarea, summary";

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const container = event.target.closest<HTMLElement>(ISLAND_SELECTOR);
  if (!container || container.hasAttribute("data-island-mounted")) return;
  const name = nameOf(container);
  if (!name || islands[name].when !== "interaction") return;
  const control = event.target.closest(CONTROLS);
  if (!control || !container.contains(control) || !needsIsland(control)) return;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
  // The press belongs to the component: hold it until the component is there, then replay it.
  event.preventDefault();
  event.stopImmediatePropagation();
  void mount(container, control).catch(() => {});
}

/** Pointing at or focusing an island's control, or a link, is a good moment to fetch what it will need. */
const prefetched = new Set<string>();
function onIntent(event: Event): void {
  if (!(event.target instanceof Element)) return;
  const control = event.target.closest(CONTROLS);
  const container = control?.closest(ISLAND_SELECTOR);
  const name = container && !container.hasAttribute("data-island-mounted") ? nameOf(container) : null;
  if (control && name && needsIsland(control)) void load(name).catch(() => {});
  if (control instanceof HTMLAnchorElement) prefetchPage(control);
}

function prefetchPage(link: HTMLAnchorElement): void {
  // A file to save (a PDF) is fetched when asked for, not on a hover.
  if (link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
  // The console's pages are answered "no-store": a copy fetched ahead would be thrown away.
  if (isConsolePath(url.pathname)) return;
  if (prefetched.has(url.pathname)) return;
  prefetched.add(url.pathname);
  const hint = document.createElement("link");
  hint.rel = "prefetch";
  hint.href = url.pathname;
  document.head.append(hint);
}

/** The page's islands that are loaded on this trigger and are not mounted yet. */
function waitingFor(when: IslandTrigger): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`${ISLAND_SELECTOR}:not([data-island-mounted])`)].filter(
    (container) => {
      const name = nameOf(container);
      return name !== null && islands[name].when === when;
    },
  );
}

/** Mounts, now, every island of the page that is loaded on this trigger and is not mounted yet. */
function mountAll(when: IslandTrigger): void {
  for (const container of waitingFor(when)) void mount(container, null).catch(() => {});
}

/**
 * A page with an island that needs a cart (/Checkout) and no hint: the hint may be gone with the
 * cookies while localStorage kept the cart. Look there once the browser is idle, so the cart is
 * not shown empty; its store sets the hint again when it opens.
 */
function findCartWithoutHint(): void {
  if (waitingFor("cart").length === 0) return;
  afterLoad(() => showCartFound(readStoredCart(storage())));
}

/** Shows a stored cart's count; a cart with lines brings the islands that need one. */
function showCartFound(stored: string | null): void {
  if (showCartCount(stored) > 0) mountAll("cart");
}

function watchVisible(): void {
  // Contents-only wrappers have no box of their own: watch the first thing each one holds.
  const watched = new Map<Element, HTMLElement>();
  for (const container of waitingFor("visible")) watched.set(container.firstElementChild ?? container, container);
  if (watched.size === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const container = watched.get(entry.target);
        if (!entry.isIntersecting || !container) continue;
        observer.unobserve(entry.target);
        void mount(container, null).catch(() => {});
      }
    },
    // A little ahead, so it is ready by the time anyone reaches it.
    { rootMargin: "300px 0px" },
  );
  for (const element of watched.keys()) observer.observe(element);
}

// One page view for Insights, once the page has loaded and the browser is idle (decision 0026).
afterLoad(() => sendPageView(location.pathname, location.search, document.referrer));
// Without the has-a-cart hint the count is the 0 already in the HTML: localStorage stays closed.
const cartHinted = hasCart();
const countShown = cartHinted.then((yes) => {
  if (yes) showCartCount(readStoredCart(storage()));
});
// The event carries what was stored (null when another tab cleared everything): localStorage
// stays closed here too. A cart started now (in another tab) brings the islands that need one.
window.addEventListener("storage", (event) => {
  if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
  showCartFound(event.newValue);
});
// Coming back with the Back button shows the page from memory, with the cart it had then: tell
// the count here and a mounted cart (its store listens for this event) what the cart is now.
window.addEventListener("pageshow", (event) => {
  if (event.persisted)
    window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY, newValue: readStoredCart(storage()) }));
});
// End reaches the page's real end, though bands are drawn and change its height on the way.
finishEndKeyScrolls(window);
document.addEventListener("click", onClick, true);
for (const type of ["pointerover", "focusin", "touchstart"]) {
  document.addEventListener(type, onIntent, { capture: true, passive: true });
}
// Watching for islands that come into view can wait for the task after this one: it keeps this
// script's own task short on a slow phone, which is busy laying out the page it just painted.
setTimeout(() => {
  watchVisible();
  void cartHinted.then((yes) => (yes ? mountAll("cart") : findCartWithoutHint()));
  // Ready once all this script does on load is done, the stored count included.
  const ready = () => document.documentElement.setAttribute("data-islands", "ready");
  countShown.then(ready, ready);
}, 0);
