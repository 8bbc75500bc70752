import type { ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { createPath, type Navigator, Router, type To } from "react-router";

import { ArtProvider } from "#app/components/art/art";
import { pictureFile } from "#app/content/paths";

/**
 * Mounts an island's component in place of the server's HTML for it, in one
 * synchronous render, so nothing flickers or moves. What the visitor had
 * going in that HTML carries over to the new elements: typed values, focus
 * and caret, and the presses made while it loaded (replayed, each once).
 */

const hrefOf = (to: To) => (typeof to === "string" ? to : createPath(to));

/** Links inside an island are links between documents: this page has no client router. */
const documentNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
};

export function mountIsland(
  container: HTMLElement,
  // The registry guarantees these props suit the component.
  Component: ComponentType<never>,
  props: object,
  /** The presses that asked for the island, in order: each is replayed on the mounted component. */
  presses: readonly Element[],
): void {
  const focusedControl = controlKeyOf(container, document.activeElement);
  const focusedPath = focusedControl === null ? pathTo(container, document.activeElement) : null;
  const selection = selectionOf(document.activeElement);
  const pressedPaths = presses.map((pressed) => pathTo(container, pressed));
  const values = formValues(container);
  // Illustrations are drawn on the server only: keep the markup that is already here.
  const pictures = new Map<string, string>();
  for (const element of container.querySelectorAll<HTMLElement>("[data-art]")) {
    pictures.set(element.dataset.art ?? "", element.innerHTML);
  }
  const Mounted = Component as ComponentType<object>;
  const location = window.location.pathname + window.location.search + window.location.hash;

  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <Router location={location} navigator={documentNavigator}>
        <ArtProvider value={{ markup: (name) => pictures.get(name) ?? "", file: pictureFile }}>
          <Mounted {...props} />
        </ArtProvider>
      </Router>,
    ),
  );

  restoreValues(container, values);
  const focused =
    focusedControl === null ? elementAt(container, focusedPath) : controlsByKey(container).get(focusedControl);
  if (focused instanceof HTMLElement) {
    focused.focus({ preventScroll: true });
    restoreSelection(focused, selection);
  }
  for (const path of pressedPaths) {
    // Looked up again each time: the press before may have changed what is rendered.
    const target = elementAt(container, path);
    if (target instanceof HTMLElement) target.click();
  }
}

/** Child indexes from the container down to the element, or null when it is elsewhere. */
function pathTo(container: Element, element: Element | null): number[] | null {
  if (!element || !container.contains(element) || element === container) return null;
  const path: number[] = [];
  for (let node: Element = element; node !== container;) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node) as number);
    node = parent;
  }
  return path;
}

function elementAt(container: Element, path: number[] | null): Element | null {
  if (!path) return null;
  let node: Element | undefined = container;
  for (const index of path) {
    node = node?.children[index];
    if (!node) return null;
  }
  return node ?? null;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface Saved {
  value: string;
  checked: boolean;
}

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");

/**
 * Each form control by what it stands for: its name (and value, for a choice among several),
 * else its position. The component may show fewer controls than the server's HTML (a form that
 * hides the fields that do not apply), so positions alone would put a value in the wrong field.
 */
function controlsByKey(container: Element): Map<string, Control> {
  const keyed = new Map<string, Control>();
  const seen = new Map<string, number>();
  container.querySelectorAll<Control>("input, select, textarea").forEach((control, index) => {
    const base = control.name
      ? isCheckable(control)
        ? `${control.name}=${control.value}`
        : control.name
      : `#${index}`;
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    keyed.set(repeat === 0 ? base : `${base}#${repeat}`, control);
  });
  return keyed;
}

function controlKeyOf(container: Element, element: Element | null): string | null {
  for (const [key, control] of controlsByKey(container)) if (control === element) return key;
  return null;
}

/** What the visitor changed in the server's form controls. */
function formValues(container: Element): Map<string, Saved> {
  const changed = new Map<string, Saved>();
  for (const [key, control] of controlsByKey(container)) {
    const checkable = isCheckable(control);
    if (checkable ? control.checked !== control.defaultChecked : control.value !== defaultValueOf(control)) {
      changed.set(key, { value: control.value, checked: checkable && control.checked });
    }
  }
  return changed;
}

function defaultValueOf(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? "";
  }
  return control.defaultValue;
}

/**
 * Sets each value the way the visitor did, so the component's handlers see it. A choice can
 * bring fields back (a government buyer's PO reference): each round renders what the last one
 * changed, and the next fills in the fields that have appeared.
 */
function restoreValues(container: Element, values: Map<string, Saved>): void {
  const pending = new Map(values);
  while (pending.size > 0) {
    const before = pending.size;
    flushSync(() => {
      for (const [key, control] of controlsByKey(container)) {
        const saved = pending.get(key);
        if (!saved) continue;
        pending.delete(key);
        restoreValue(control, saved);
      }
    });
    if (pending.size === before) return;
  }
}

function restoreValue(control: Control, saved: Saved): void {
  if (isCheckable(control)) {
    // A press only ever checks a radio button; the one chosen unchecks the rest.
    if (control.checked !== saved.checked && (control.type === "checkbox" || saved.checked)) control.click();
    return;
  }
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, saved.value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

function selectionOf(element: Element | null): [number, number] | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    return element.selectionStart === null || element.selectionEnd === null
      ? null
      : [element.selectionStart, element.selectionEnd];
  } catch {
    return null; // e.g. type="number" has no selection
  }
}

function restoreSelection(element: HTMLElement, selection: [number, number] | null): void {
  if (!selection || !(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  try {
    element.setSelectionRange(selection[0], selection[1]);
  } catch {
    // not every input type has a caret
  }
}
