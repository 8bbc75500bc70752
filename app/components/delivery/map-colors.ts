import { ink } from "#app/components/illustrations/palette";

/** The delivery map's colors, shared by its drawing and its legend. */
export const mapColour = {
  land: ink.ground,
  landEdge: ink.treeDark,
  neighbour: ink.mist,
  neighbourEdge: ink.fixtureLine,
  county: ink.grass,
  workshop: "#dcae8c", // cedar-300
  workshopEdge: ink.sidingDark,
  river: ink.sky,
  circle: ink.sky,
  circleEdge: ink.dimension,
  halo: ink.paper,
};
