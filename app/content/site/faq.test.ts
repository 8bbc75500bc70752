import { describe, expect, it } from "vitest";

import { faqPageSchema } from "#app/domain/site/faq-schema";
import { fillFactsIn } from "#app/domain/site-words/fact-tokens";

import { factWords } from "./fact-words";
import { faqs as written } from "./faq";

describe("FAQ content and its FAQPage structured data", () => {
  // As visitors and search engines read them: every fact named in braces filled in.
  const faqs = fillFactsIn(written, factWords);
  const schema = faqPageSchema(faqs.map((faq) => ({ question: faq.question, answer: faq.answer.join(" ") })));

  it("has all 9 questions, each with an answer and a link", () => {
    expect(faqs).toHaveLength(9);
    for (const faq of faqs) {
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer.join(" ").length).toBeGreaterThan(40);
      expect(faq.link.to).toMatch(/^\//);
    }
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(faqs.length);
  });

  it("is valid FAQPage JSON that survives a round trip", () => {
    const parsed = JSON.parse(JSON.stringify(schema)) as typeof schema;
    expect(parsed["@context"]).toBe("https://schema.org");
    expect(parsed["@type"]).toBe("FAQPage");
    expect(parsed.mainEntity).toHaveLength(9);
    parsed.mainEntity.forEach((entry, index) => {
      expect(entry["@type"]).toBe("Question");
      expect(entry.name).toBe(faqs[index]!.question);
      expect(entry.acceptedAnswer["@type"]).toBe("Answer");
      expect(entry.acceptedAnswer.text).toBe(faqs[index]!.answer.join(" "));
    });
  });

  it("states the delivery figures from the facts", () => {
    const text = faqs.find((faq) => faq.id === "delivery")!.answer.join(" ");
    expect(text).toContain("$200");
    expect(text).toContain("$4 for each mile past the first 30");
    expect(text).toContain("Washington and Oregon");
    // How a distance is counted, as countedMiles counts it.
    expect(text).toContain("in a straight line from the airport, and any part of a mile counts as a whole one");
  });

  it("answers sales tax as Washington's rules have it: by address, public buyers pay, federal direct and Oregon do not", () => {
    const text = faqs.find((faq) => faq.id === "sales-tax")!.answer.join(" ");
    expect(text).toContain("rate of the address where you receive it");
    expect(text).toContain("public buyers");
    expect(text).toContain("federal agency paying directly with federal funds is exempt");
    expect(text).toContain("delivered to Oregon carry none");
    expect(text).not.toMatch(/exemption certificate|tax-exempt orders/i);
  });
});
