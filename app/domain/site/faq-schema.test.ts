import { describe, expect, it } from "vitest";

import { faqPageSchema } from "./faq-schema";

describe("faqPageSchema", () => {
  it("turns questions into schema.org Question entries, in order", () => {
    const schema = faqPageSchema(
      [
        { question: "One?", answer: "First." },
        { question: "Two?", answer: "Second <b>." },
      ],
      "https://example.com/FAQ",
    );
    expect(schema).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      url: "https://example.com/FAQ",
      mainEntity: [
        { "@type": "Question", name: "One?", acceptedAnswer: { "@type": "Answer", text: "First." } },
        { "@type": "Question", name: "Two?", acceptedAnswer: { "@type": "Answer", text: "Second <b>." } },
      ],
    });
  });

  it("leaves out the url when there is none", () => {
    expect(faqPageSchema([])).not.toHaveProperty("url");
  });
});
