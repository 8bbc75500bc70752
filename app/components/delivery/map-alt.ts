import { delivery, workshopCounty } from "#app/content/facts";
import { formatCentsShort } from "#app/domain/common/money";
import type { DeliveryMap } from "#app/domain/delivery/map";

export type MapTowns = Pick<DeliveryMap, "townsInside" | "townsOutside">;

const radius = delivery.flatRadiusMiles;

/** Names as a sentence: "A, B and C". */
export function listNames(names: string[]): string {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * What each map panel shows, in words: the drawing's own label on the server
 * and the page's alt text, so the two can never differ.
 */
export const mapAlt = {
  overview: `Map of Washington and Oregon, the two states we deliver to. A circle ${radius} miles around Portland International Airport (PDX) marks where delivery is a flat ${formatCentsShort(delivery.flatFeeCents)}; beyond it, each extra mile adds ${formatCentsShort(delivery.perMileCents)}. Our workshop is in ${workshopCounty.name}, Washington, up the Columbia River from Portland.`,
  closeUpAlone: `Close-up of the ${radius}-mile circle around PDX.`,
  closeUp: (towns: MapTowns) =>
    `Close-up of the ${radius}-mile circle around PDX. Inside it: ${listNames(towns.townsInside)}. Just outside it: ${listNames(towns.townsOutside)}.`,
};
