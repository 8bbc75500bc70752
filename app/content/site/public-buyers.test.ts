import { describe, expect, it } from "vitest";

import type { PublicConfig } from "#app/domain/site/public-config";
import type { TextBlock } from "#app/domain/site-words/blocks";
import { termsWithTax } from "#app/domain/site-words/designs/government";

import { businessIdentifiers, localBusinessSchema, publicBuyersPageSchema } from "./business-schema";
import { pageInfo } from "./pages";
import { capabilityFacts, governmentWords, inBusinessText, naicsLine, salesTaxTerm } from "./public-buyers";

const unset: PublicConfig = {
  publicUrl: "https://nestz.example",
  contactPhone: "(503) 555-0142",
  contactEmail: "hello@nestz.example",
  legalName: "Nestz Inc.",
  walkthroughUrl: null,
  socialFeedId: null,
  uei: null,
  cageCode: null,
  naicsCodes: [],
  foundedYear: null,
};
const set: PublicConfig = {
  ...unset,
  uei: "AB12CD34EF56",
  cageCode: "7XK21",
  naicsCodes: ["321991", "999999"],
  foundedYear: 2021,
};

const labels = (config: PublicConfig) => capabilityFacts(config, 2026).map((fact) => fact.label);

describe("the capability summary", () => {
  it("leaves out every identifier that is not configured", () => {
    expect(labels(unset)).not.toEqual(expect.arrayContaining(["UEI (SAM.gov)"]));
    for (const label of ["UEI (SAM.gov)", "CAGE code", "NAICS code", "NAICS codes", "In business"]) {
      expect(labels(unset)).not.toContain(label);
    }
    expect(labels(unset)).toEqual(expect.arrayContaining(["Legal name", "Service area", "Contact"]));
  });

  it("shows those that are, as configured", () => {
    const facts = Object.fromEntries(capabilityFacts(set, 2026).map((fact) => [fact.label, fact.lines]));
    expect(facts["Legal name"]).toEqual(["Nestz Inc."]);
    expect(facts["UEI (SAM.gov)"]).toEqual(["AB12CD34EF56"]);
    expect(facts["CAGE code"]).toEqual(["7XK21"]);
    expect(facts["NAICS codes"]).toEqual(["321991 · Manufactured Home (Mobile Home) Manufacturing", "999999"]);
    expect(facts["In business"]).toEqual(["Since 2021 (5 years)"]);
    expect(facts["Service area"]?.[0]).toMatch(/^Washington and Oregon/);
    expect(facts.Contact).toEqual(["(503) 555-0142", "hello@nestz.example", "nestz.example"]);
  });

  it("names the brand beside a legal name that differs from it", () => {
    expect(labels(unset)).not.toContain("Doing business as");
    expect(labels({ ...unset, legalName: "Northwest Nest Homes LLC" })).toContain("Doing business as");
  });

  it("counts years in business from the founding year", () => {
    expect(inBusinessText(2021, 2026)).toBe("Since 2021 (5 years)");
    expect(inBusinessText(2025, 2026)).toBe("Since 2025 (1 year)");
    expect(inBusinessText(2026, 2026)).toBe("Since 2026");
    expect(naicsLine("123456")).toBe("123456");
  });
});

describe("structured data for public buyers", () => {
  it("carries only the identifiers that are configured", () => {
    expect(businessIdentifiers(unset)).toEqual({});
    const business = localBusinessSchema(set);
    expect(business.identifier).toEqual([
      expect.objectContaining({ propertyID: "UEI", value: "AB12CD34EF56" }),
      expect.objectContaining({ propertyID: "CAGE", value: "7XK21" }),
    ]);
    expect(business.naics).toEqual(["321991", "999999"]);
    expect(business.foundingDate).toBe("2021");
    expect(localBusinessSchema(unset)).not.toHaveProperty("identifier");
  });

  it("describes /Government as a page about the business", () => {
    const page = pageInfo("/Government");
    const schema = publicBuyersPageSchema(set, page);
    const [webPage, business] = schema["@graph"];
    expect(schema["@context"]).toBe("https://schema.org");
    expect(webPage).toMatchObject({
      "@type": "WebPage",
      url: "https://nestz.example/Government",
      name: page.title,
      about: { "@id": business?.["@id"] },
    });
    expect(business).not.toHaveProperty("@context");
    expect(business).toMatchObject({ legalName: "Nestz Inc.", identifier: expect.any(Array) });
  });
});

describe("what /Government says about sales tax", () => {
  const textOf = (blocks: TextBlock[]) =>
    blocks.map((block) => (block.kind === "paragraph" ? block.text : block.items.join("\n")));
  // Everything the page and its capability summary say, as it starts: the owner's words and the law's term.
  const words = [
    pageInfo("/Government").description,
    governmentWords.seo.description,
    governmentWords.hero.lead,
    ...governmentWords.parts.flatMap((part) => [
      part.heading,
      ...textOf(part.intro),
      ...part.items.flatMap((item) => [item.title, ...textOf(item.text)]),
    ]),
    `${salesTaxTerm.title}: ${textOf(salesTaxTerm.text).join(" ")}`,
  ].join("\n");

  it("never offers a Washington public buyer a way around sales tax", () => {
    expect(words).not.toMatch(/tax-exempt orders|exemption certificate|leave sales tax off/i);
    expect(words).toContain("Washington taxes sales to its own public buyers");
  });

  it("names the exemptions the law gives: federal buyers paying directly, and deliveries to Oregon", () => {
    expect(words).toContain("Federal agencies paying directly with federal funds are exempt");
    expect(words).toContain("homes delivered to Oregon carry no Washington sales tax");
  });
});

describe("the law's word on sales tax among the owner's terms", () => {
  it("stands after the owner's third term, or after the last when there are fewer", () => {
    expect(termsWithTax(["a", "b", "c", "d"], "tax")).toEqual(["a", "b", "c", "tax", "d"]);
    expect(termsWithTax(["a", "b"], "tax")).toEqual(["a", "b", "tax"]);
    expect(termsWithTax([], "tax")).toEqual(["tax"]);
  });

  it("is the site's, never one of the words the owner edits, and stands where the page always showed it", () => {
    const terms = governmentWords.parts.find((part) => part.id === "terms")?.items ?? [];
    expect(terms.map((term) => term.title)).not.toContain(salesTaxTerm.title);
    expect(termsWithTax(terms, salesTaxTerm).map((term) => term.title)).toEqual([
      "Written, dated quotes",
      "Purchase orders",
      "Payment terms",
      "Sales tax",
      "Delivery",
      "Short-term needs",
    ]);
  });
});
