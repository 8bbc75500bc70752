/** Screen points as an SVG `points` attribute, rounded to keep the markup small. */
export function pointsAttr(corners: readonly (readonly [number, number])[]): string {
  return corners.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
}
