import { Art } from "#app/components/art/art";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { JsonLd } from "#app/components/seo/json-ld";
import { FaqIndex, FaqList } from "#app/components/site/info/faq-list";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { faqPageSchema } from "#app/domain/site/faq-schema";
import type { FaqEntry, HeroLines } from "#app/domain/site-words/blocks";

/** The FAQ page around the owner's opening lines and questions (facts filled in): the published ones, or a draft in preview. */
export function FaqPage({ hero, faqs }: { hero: HeroLines; faqs: readonly FaqEntry[] }) {
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
        title="Still wondering about something?"
        emailSubject="A question about Nestz"
        links={[
          { to: "/Specs", label: "Read the specs" },
          { to: "/Delivery", label: "Delivery" },
          { to: "/Rent", label: "Rental rates" },
        ]}
      >
        <p>
          Every site and every plan is a little different. Tell us about yours and we will give you a straight answer,
          prices included.
        </p>
        <p className="mt-3">
          Thinking of renting? <LiveFact name="next-rental-free" />
        </p>
      </NextStep>
    </>
  );
}
