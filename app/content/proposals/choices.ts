import type { ChoiceRefusal } from "#app/domain/proposals/choices";

/** The words of a proposal's choices, on the buyer's page, its PDF and the owner's editor. */
export const choiceWords = {
  heading: "Your choices",
  intro: "Choose what suits you: the lines, totals, tax and payment schedule below follow your choices.",
  option: "Optional",
  alternative: (group: string) => `Choose one: ${group}`,
  notChosen: "not chosen",
  update: "Update my choices",
  chosenHeading: "What you chose",
  offered: (count: number) =>
    `This proposal offers ${count === 1 ? "a choice" : `${count} choices`}: the totals shown are for the lines marked as chosen.`,
} as const;

/** Why a set of choices was refused, in the buyer's words. */
export function choiceRefusalMessage(refusal: ChoiceRefusal | { kind: "unpriced" }): string {
  switch (refusal.kind) {
    case "not-offered":
      return "One of those choices isn't offered on this proposal. Please choose again from the list below.";
    case "two-in-group":
      return `Please choose just one for “${refusal.group}”.`;
    case "none-in-group":
      return `Please choose one for “${refusal.group}”.`;
    case "unpriced":
      return "Those choices don't fit the payment schedule. Please get in touch and we'll put it right.";
  }
}
