import { Art } from "#app/components/art/art";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { JsonLd } from "#app/components/seo/json-ld";
import { FaqIndex, FaqList } from "#app/components/site/info/faq-list";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { faqPageSchema } from "#app/domain/site/faq-schema";
import type { ClosingWords, FaqEntry, HeroLines } from "#app/domain/site-words/blocks";

/**
 * The FAQ page around the owner's opening lines, questions and closing words (facts filled in): the
 * published ones, or a draft in preview. The buttons and the next free rental month are the site's.
 */
export function FaqPage({
  hero,
  faqs,
  closing,
}: {
  hero: HeroLines;
  faqs: readonly FaqEntry[];
  closing: ClosingWords;
}) {
  // Search engines get exactly the words the page shows.
  const schema = faqPageSchema(faqs.map((faq) => ({ question: faq.question, answer: faq.answer.join(" ") })));
  return (
    <>
      <JsonLd data={schema} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        art={<Art name="question-birds" alt="" className="h-auto w-full" />}
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <FaqIndex faqs={faqs} />
        <div className="mt-12">
          <FaqList faqs={faqs} />
        </div>
      </div>
      <NextStep
        title={closing.heading}
        emailSubject="A question about Nestz"
        links={[
          { to: "/Specs", label: "Read the specs" },
          { to: "/Delivery", label: "Delivery" },
          { to: "/Rent", label: "Rental rates" },
        ]}
      >
        {closing.paragraphs.map((paragraph, index) => (
          <p key={index} className={index > 0 ? "mt-3" : undefined}>
            {paragraph}
          </p>
        ))}
        <p className="mt-3">
          Thinking of renting? <LiveFact name="next-rental-free" />
        </p>
      </NextStep>
    </>
  );
}
