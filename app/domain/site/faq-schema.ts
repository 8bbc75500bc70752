/** One question and its plain-text answer, as search engines read them. */
export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

/**
 * schema.org FAQPage structured data for questions shown on a page. Google
 * wants the same text the visitor sees, so pages build this from the data
 * they render.
 */
export function faqPageSchema(items: readonly QuestionAndAnswer[], url?: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...(url ? { url } : {}),
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}
