import { WordsText } from "#app/components/site/words-text";
import { StepNumber } from "#app/components/ui/step-number";
import type { ContentItem } from "#app/domain/site-words/blocks";

const COLUMNS = { 2: "md:grid-cols-2", 3: "md:grid-cols-3" } as const;
/** The cards stand apart from their band: white on paper, paper on white. */
const CARDS = { white: "bg-white", paper: "bg-paper" } as const;

/** The owner's steps, numbered in order: each a card with its number, its title (h3) and its text. */
export function NumberedSteps({
  steps,
  columns,
  card,
}: {
  steps: readonly ContentItem[];
  columns: keyof typeof COLUMNS;
  card: keyof typeof CARDS;
}) {
  return (
    <ol className={`grid gap-5 ${COLUMNS[columns]}`}>
      {steps.map((step, index) => (
        <li key={index} className={`flex gap-4 rounded-2xl border border-stone-200 ${CARDS[card]} p-5 sm:p-6`}>
          <StepNumber n={index + 1} look="plain" />
          <div>
            <h3 className="text-xl">{step.title}</h3>
            <WordsText blocks={step.text} className="mt-2" />
          </div>
        </li>
      ))}
    </ol>
  );
}
