import { AnchorButton } from "#app/components/ui/button";
import type { FaqEntry } from "#app/domain/site-words/blocks";

/** Quick links to each question, for readers who know what they came for. */
export function FaqIndex({ faqs }: { faqs: readonly FaqEntry[] }) {
  return (
    <nav aria-labelledby="faq-index-heading" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="faq-index-heading" className="text-2xl">
        Jump to a question
      </h2>
      <ol className="mt-3 grid gap-x-8 sm:grid-cols-2">
        {faqs.map((faq, index) => (
          <li key={faq.id}>
            <a
              href={`#${faq.id}`}
              className="flex min-h-11 items-center gap-3 py-1 font-semibold underline-offset-4 hover:underline"
            >
              <span aria-hidden="true" className="w-5 shrink-0 text-right text-cedar-700">
                {index + 1}
              </span>
              {faq.question}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Each question is an <h2> with its answer and its next step; the owner's words, escaped as React escapes all text. */
export function FaqList({ faqs }: { faqs: readonly FaqEntry[] }) {
  return (
    <div className="divide-y divide-stone-200">
      {faqs.map((faq) => (
        <section
          key={faq.id}
          id={faq.id}
          aria-labelledby={`${faq.id}-heading`}
          className="scroll-mt-6 py-10 first:pt-0"
        >
          <h2 id={`${faq.id}-heading`} className="text-3xl sm:text-4xl">
            {faq.question}
          </h2>
          <div className="prose-nestz mt-4 text-lg text-stone-700">
            {faq.answer.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {faq.link ? (
            <AnchorButton href={faq.link.to} variant="secondary" className="mt-6">
              {faq.link.label}
            </AnchorButton>
          ) : null}
        </section>
      ))}
    </div>
  );
}
