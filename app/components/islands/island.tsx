import type { ComponentType } from "react";

import { InlineArt } from "#app/components/art/art";

import type { IslandName } from "./names";

/** The attributes the bootstrap looks for. */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/**
 * A part of the page that needs React in the browser. The server renders
 * the component as always; on a content page (no hydration) the bootstrap
 * mounts the same component here when it is first needed (app/islands/registry.ts
 * names what it loads; a test holds the two to the same component).
 * On a hydrated page this is just a wrapper that takes no room
 * (`display: contents`), so layout and hydration are unchanged.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  /** The component the registry loads for `name`. */
  component: ComponentType<P>;
  /** Plain JSON: they travel in the HTML to the component mounted in the browser. */
  props: P;
}) {
  const Rendered = Component as ComponentType<object>;
  return (
    <div data-island={name} data-island-props={JSON.stringify(props)} className="contents">
      <InlineArt>
        <Rendered {...(props as object)} />
      </InlineArt>
    </div>
  );
}
