import { unit, windows } from "#app/content/facts";

/**
 * Where the door and windows sit in each model, in feet from the unit's left
 * end (front wall) or from its front edge (end wall). Every drawing of a unit
 * (elevations, angled views, floor plans) reads them here, so they agree.
 */
export const openings = {
  door: { widthFt: 3, heightFt: 6.75 },
  window: { widthFt: windows.living.widthFt, heightFt: windows.living.heightFt, sillFt: 3.1 },
  bedroom: {
    door: { wall: "front", atFt: unit.lengthFt / 2 },
    frontWindowsAtFt: [unit.lengthFt / 2 - 3.5, unit.lengthFt / 2 + 3.5],
  },
  office: {
    door: { wall: "end", atFt: unit.widthFt / 2 },
    frontWindowsAtFt: [7.2, 13.3],
  },
} as const;
