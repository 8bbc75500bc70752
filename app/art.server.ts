import { createArtRegistry } from "#app/art-registry.server";
import type { ArtSource } from "#app/components/art/art";
import { pictureFile } from "#app/content/paths";
import type { ArtName } from "#app/content/site/picture-names";
import { getDeliveryMap } from "#app/server/delivery/map.server";
import { fileVersion } from "#app/server/front-door/picture-files.server";

/**
 * The site's pictures, drawn on the server: entry.server.tsx writes them
 * inline into each page, /images/<name>.svg serves them as files. This is
 * where the drawings (app/art-registry.server.tsx) meet the data only the
 * server can read; app/server/ never imports components, and components never
 * import server modules.
 */
const art = createArtRegistry({ deliveryMap: getDeliveryMap });

export const renderArt = art.render;
export const isArtName = art.has;
export const artNames = art.names;

/** The exact contents of /images/<name>.svg: a standalone SVG document. */
export function pictureFileBody(name: ArtName): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderArt(name, true)}`;
}

const versions = new Map<ArtName, string>();

/** The version of /images/<name>.svg (a digest of the file): a URL naming it can be cached for good. */
export function artVersion(name: ArtName): string {
  let version = versions.get(name);
  if (version === undefined) {
    version = fileVersion(pictureFileBody(name));
    versions.set(name, version);
  }
  return version;
}

/** What pages draw with on the server: the inline markup, and the file of this very version. */
export const serverArt: ArtSource = {
  markup: (name) => renderArt(name),
  file: (name) => `${pictureFile(name)}?v=${artVersion(name)}`,
};
