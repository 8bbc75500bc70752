const EIGHTHS = ["", "⅛", "¼", "⅜", "½", "⅝", "¾", "⅞"];

/** 19.02 → `19' 0¼"`: decimal feet as builders write them, to the nearest eighth inch. */
export function formatFeetInches(feet: number): string {
  if (!Number.isFinite(feet) || feet < 0) throw new RangeError(`${feet} is not a length`);
  const totalEighths = Math.round(feet * 12 * 8);
  const wholeFeet = Math.floor(totalEighths / (12 * 8));
  const remainingEighths = totalEighths - wholeFeet * 12 * 8;
  const inches = Math.floor(remainingEighths / 8);
  const fraction = EIGHTHS[remainingEighths % 8] ?? "";
  return `${wholeFeet}' ${inches}${fraction}"`;
}

/** 38.04 and 40 → `38' 0½" (40' nominal)`: the measured size with the size it is sold as. */
export function formatWithNominal(actualFt: number, nominalFt: number): string {
  return `${formatFeetInches(actualFt)} (${nominalFt}' nominal)`;
}
