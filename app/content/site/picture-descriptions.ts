import { kitchen, kitchenDetails, models, unit } from "#app/content/facts";
import { formatFeetInches, formatWithNominal } from "#app/domain/common/units";
import type { ModularLayout } from "#app/domain/site-words/designs/customize";

/**
 * Words for pictures shown in more than one place: on several pages, or as a
 * product picture's own file (its <title>) and on its page. A picture shown
 * once is described where it is shown.
 */
export const pictureDescriptions = {
  unitExterior:
    "A Nestz seen from the front: wood-look siding in a dark steel frame, a white door in the middle and a window on each side",
  unitAngled: {
    bedroom: `The ${models.bedroom.name} seen from its front corner: wood-look metal siding in a dark steel frame, a white door in the middle of the long side between two windows, a wooden step, on a lawn among evergreens`,
    office: `The ${models.office.name} seen from its front corner: wood-look metal siding in a dark steel frame, two windows along the long side and a white door with a wooden step in the end wall, among evergreens`,
  },
  joinedUnits: "Two Nestz set side by side and joined along their long walls, making one wider home",
  floorPlans: {
    bedroom:
      "Floor plan of the Bedroom Nestz, to scale: a bathroom with shower, toilet and sink at the left end; a wood-floored room with an armchair and a double bed at the right end; the door in the middle of the front wall with a window on each side.",
    office:
      "Floor plan of the Office Nestz, to scale: a half bath with toilet and sink at the left end; a room with a desk, office chair, armchair and low console; the door in the right end wall and two windows in the front wall.",
    kitchen:
      "Floor plan of a Nestz with kitchen, to scale: the bathroom at the left end, the kitchenette against the bathroom wall, and a double bed at the right end; the door in the middle of the front wall.",
  },
  bathroom:
    "A compact white-tiled Nestz bathroom: a glass-door shower, a wall-hung sink under a round mirror, a macerating toilet, and a high awning window tipped open for fresh air",
  kitchenette: `The Nestz kitchenette, ${kitchen.widthIn} inches wide: a sink with a tall faucet, a ${kitchenDetails.cooktopBurners}-burner ceramic cooktop with a kettle, and a freezer and refrigerator below, under a shelf and beside a window onto evergreens`,
  paintSupplies:
    "Custom paint: a fan of color cards in sky blue, sage, evergreen, teal, sand and cedar, a roller that has just painted a band of green across a white wall, and an open can of cedar-red paint with a brush",
  modularLayouts: {
    "end-to-end": `Two units joined end to end into one long home, ${formatWithNominal(unit.lengthFt * 2, unit.nominalLengthFt * 2)} from end to end.`,
    "side-by-side": `Two units joined side by side, seen from the end: ${formatWithNominal(unit.widthFt * 2, unit.nominalWidthFt * 2)} wide together.`,
    stacked: `Two units stacked into a two-story home, ${formatFeetInches(unit.heightFt * 2)} high.`,
    "roof-porch": "A unit with a railed porch on its roof, reached by an outside stair at one end.",
    "covered-porch":
      "A unit joined end to end with a bare steel frame that makes a covered porch, with a deck floor, two chairs and a potted plant.",
  } satisfies Record<ModularLayout, string>,
} as const;
