/**
 * The End key scrolls smoothly to where the page ended when it was pressed. Bands that wait to be
 * drawn (content-visibility: auto, app/app.css) are drawn as that scroll passes them, and the
 * page's height changes on the way: the scroll can stop short of the real end (decision 0055).
 * Once it has stopped, this takes the visitor the rest of the way. A visitor who meanwhile turns
 * the wheel, touches, points or presses another key keeps the scroll they made.
 */

/** What this needs of a window: its scroll, its size and its events. */
export interface ScrollingWindow extends EventTarget {
  readonly scrollY: number;
  readonly innerHeight: number;
  readonly document: { readonly documentElement: { readonly scrollHeight: number } };
  scrollTo(options: ScrollToOptions): void;
}

/** How long after the key a smooth scroll may still be running; past it, the key is forgotten. */
export const END_SCROLL_WINDOW_MS = 3000;

const TEXT_FIELDS = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

type KeyPress = Pick<KeyboardEvent, "key" | "defaultPrevented" | "shiftKey" | "altKey" | "metaKey"> & {
  readonly target: EventTarget | null;
};

/** Whether a key press scrolls the page to its end: End, or Ctrl+End, outside a text field. */
export function scrollsToThePageEnd(press: KeyPress): boolean {
  if (press.key !== "End" || press.defaultPrevented || press.shiftKey || press.altKey || press.metaKey) return false;
  // In a text field End moves the caret instead.
  return !(press.target instanceof Element && press.target.closest(TEXT_FIELDS));
}

function atTheEnd(view: ScrollingWindow): boolean {
  return Math.ceil(view.scrollY + view.innerHeight) >= view.document.documentElement.scrollHeight;
}

export function finishEndKeyScrolls(view: ScrollingWindow): void {
  let pending: AbortController | null = null;
  const forget = () => {
    pending?.abort();
    pending = null;
  };
  view.addEventListener("keydown", (event) => {
    forget();
    if (!("key" in event) || !scrollsToThePageEnd(event as KeyboardEvent)) return;
    const controller = new AbortController();
    pending = controller;
    const { signal } = controller;
    for (const type of ["wheel", "touchstart", "pointerdown"]) {
      view.addEventListener(type, forget, { signal, passive: true });
    }
    view.addEventListener(
      "scrollend",
      () => {
        forget();
        if (!atTheEnd(view)) view.scrollTo({ top: view.document.documentElement.scrollHeight, behavior: "instant" });
      },
      { signal },
    );
    const timer = setTimeout(() => {
      if (pending === controller) forget();
    }, END_SCROLL_WINDOW_MS);
    signal.addEventListener("abort", () => clearTimeout(timer));
  });
}
