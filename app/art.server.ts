import { createArtRegistry } from "#app/components/art/registry";
import { getDeliveryMap } from "#app/server/delivery-map.server";

/**
 * The site's pictures, drawn on the server: entry.server.tsx writes them
 * inline into each page, /images/<name>.svg serves them as files. This is
 * where the drawings (app/components/art/registry.tsx) meet the data only the
 * server can read; app/server/ never imports components, and components never
 * import server modules.
 */
const art = createArtRegistry({ deliveryMap: getDeliveryMap });

export const renderArt = art.render;
export const isArtName = art.has;
export const artNames = art.names;
