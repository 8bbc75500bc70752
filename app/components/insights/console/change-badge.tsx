import { type Change, changeLabel } from "#app/domain/insights/period";

/** "+12%" beside a figure, with what it is compared with for screen readers and on hover. */
export function ChangeText({ value, unit }: { value: Change; unit: string }) {
  const label = changeLabel(value);
  const tone =
    value.percent === null || value.percent === 0
      ? "text-stone-700"
      : value.percent > 0
        ? "text-evergreen-800"
        : "text-cedar-800";
  return (
    <span className={`whitespace-nowrap ${tone}`} title={`${value.previous.toLocaleString("en-US")} ${unit} before`}>
      {label}
      <span className="sr-only">
        {" "}
        against {value.previous.toLocaleString("en-US")} {unit} in the period before
      </span>
    </span>
  );
}
