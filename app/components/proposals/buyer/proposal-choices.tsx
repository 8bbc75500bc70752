import { useId } from "react";

import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/checkbox";
import { choiceRefusalMessage, choiceWords } from "#app/content/proposals/choices";
import { formatCents } from "#app/domain/common/money";
import { CHOICE_FIELD, choiceMenu, groupField, type OfferedLine } from "#app/domain/proposals/choices";
import type { ProposalLineView, ProposalView } from "#app/domain/proposals/views";

/** The view's lines as the choice rules read them. */
export function offeredLinesOf(lines: readonly ProposalLineView[]): OfferedLine[] {
  return lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    ...(line.choice
      ? {
          offer:
            line.choice.kind === "option"
              ? { kind: "option" as const }
              : { kind: "alternative" as const, group: line.choice.group ?? "" },
        }
      : {}),
  }));
}

/** "$13,000.00 (2 × $6,500.00)", or "included in the price" for a line at no charge. */
function priceOf(line: ProposalLineView): string {
  if (line.totalCents === 0) return "no extra charge";
  const each = line.quantity > 1 ? ` (${line.quantity} × ${formatCents(line.unitPriceCents)})` : "";
  return `${formatCents(line.totalCents)}${each}`;
}

/**
 * The buyer's choices before accepting: a checkbox per option and a radio
 * group per set of alternatives. A plain GET form: the page comes back with
 * the choices in its address and the lines, totals, tax and schedule
 * following, with or without JavaScript.
 */
export function ProposalChoicesForm({ proposal }: { proposal: ProposalView }) {
  const menu = choiceMenu(offeredLinesOf(proposal.lines));
  const id = useId();
  const lineAt = (index: number) => proposal.lines[index];
  return (
    <form
      method="get"
      action="#choices"
      id="choices"
      aria-labelledby="choices-heading"
      className="grid gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-8 print:hidden"
    >
      <h2 id="choices-heading" className="text-2xl">
        {choiceWords.heading}
      </h2>
      <p>{choiceWords.intro}</p>
      <Alert>{proposal.choiceRefusal ? choiceRefusalMessage(proposal.choiceRefusal) : null}</Alert>
      {menu.options.length > 0 ? (
        <fieldset className="grid gap-1">
          <legend className="text-lg font-semibold">Options you may add</legend>
          {menu.options.map((index) => {
            const line = lineAt(index);
            return line ? (
              <Checkbox
                key={index}
                name={CHOICE_FIELD}
                value={String(index)}
                label={`${line.description}: ${priceOf(line)}`}
                defaultChecked={line.choice?.chosen ?? false}
              />
            ) : null;
          })}
        </fieldset>
      ) : null}
      {menu.groups.map((group, g) => (
        <fieldset key={group.name} className="grid gap-1">
          <legend className="text-lg font-semibold">{choiceWords.alternative(group.name)}</legend>
          {group.lines.map((index) => {
            const line = lineAt(index);
            if (!line) return null;
            const radioId = `${id}-${index}`;
            return (
              <div key={index} className="flex min-h-11 items-center gap-3">
                <input
                  id={radioId}
                  type="radio"
                  name={groupField(g)}
                  value={String(index)}
                  defaultChecked={line.choice?.chosen ?? false}
                  className="size-6 shrink-0 accent-evergreen-800"
                />
                <label htmlFor={radioId} className="font-semibold text-evergreen-900">
                  {line.description}: {priceOf(line)}
                </label>
              </div>
            );
          })}
        </fieldset>
      ))}
      <p className="font-semibold">
        With the choices shown: total {formatCents(proposal.totalCents)}
        {proposal.depositCents > 0 ? `, deposit due on acceptance ${formatCents(proposal.depositCents)}` : ""}.
      </p>
      <div>
        <Button type="submit" variant="secondary">
          {choiceWords.update}
        </Button>
      </div>
    </form>
  );
}

/** The chosen lines, as hidden fields of the acceptance: it covers exactly these. */
export function ChosenFields({ choices }: { choices: readonly number[] }) {
  return (
    <>
      {choices.map((index) => (
        <input key={index} type="hidden" name={CHOICE_FIELD} value={String(index)} />
      ))}
    </>
  );
}
