import { compliance, delivery, unit } from "#app/content/facts";
import { formatCentsShort } from "#app/domain/common/money";

/** The facts other features compute with, as the Pages console shows them: read only, stated once here. */
export function codeOwnedFacts(): { label: string; value: string }[] {
  return [
    {
      label: "Delivery fee",
      value: `${formatCentsShort(delivery.flatFeeCents)} within ${delivery.flatRadiusMiles} miles of ${delivery.origin.name}, then ${formatCentsShort(delivery.perMileCents)} a mile, any part of a mile counted whole`,
    },
    { label: "Longest rental", value: `${compliance.rentalMaxDays} days of continuous occupancy` },
    { label: "A unit's size", value: `${unit.nominal} (${unit.nominalWidthFt} by ${unit.nominalLengthFt} feet)` },
  ];
}
