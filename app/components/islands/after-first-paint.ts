/**
 * The inline script that starts a content page's islands (decision 0048).
 *
 * The page's modules are requested once the browser reports the page's first
 * contentful paint, so neither their download nor their evaluation stands
 * between a visitor and the first picture of the page. A browser without paint
 * timing starts them at the load event instead. A tab that reports no paint
 * (opened in the background and not yet shown) starts them a few seconds after
 * the load event, so they are never lost.
 */

/** How long after the load event the modules start even if no paint was reported. */
export const BACKSTOP_MS = 3000;

/**
 * The script's source, for a `<script type="module">`: the modules are
 * imported once, by whichever signal comes first, each asked for in a task of
 * its own. Asking for a module costs the page's thread a few milliseconds
 * while DevTools records the page (Lighthouse does), and the two need not
 * share one task. The URLs come from the build; `<` is escaped so nothing in
 * them could close the script element.
 */
export function afterFirstPaintScript(modules: readonly string[]): string {
  const list = JSON.stringify(modules).replace(/</g, "\\u003c");
  return [
    `let started=false;const start=()=>{if(started)return;started=true;for(const m of ${list})setTimeout(()=>import(m))};`,
    `const paints=PerformanceObserver.supportedEntryTypes?.includes("paint");`,
    `addEventListener("load",()=>paints?setTimeout(start,${BACKSTOP_MS}):start());`,
    `if(paints)new PerformanceObserver((list,observer)=>{`,
    `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}`,
    `}).observe({type:"paint",buffered:true});`,
  ].join("");
}
