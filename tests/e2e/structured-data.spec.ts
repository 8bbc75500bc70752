/** What search engines read besides the page itself: schema.org JSON-LD. */
import type { APIRequestContext } from "@playwright/test";

import { factWords } from "#app/content/site/fact-words";
import { faqs } from "#app/content/site/faq";
import { fillFactsIn } from "#app/domain/site-words/fact-tokens";

import { expect, test } from "./support/fixtures";

/** The starting questions as the page shows them, facts in braces filled in. */
const faq = fillFactsIn(faqs, factWords);

async function jsonLd(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

for (const path of ["/", "/Contact"]) {
  test(`${path} describes the business as a LocalBusiness`, async ({ request }) => {
    const [business] = (await jsonLd(request, path)).filter((data) => data["@type"] === "HomeAndConstructionBusiness");
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      name: "Nestz",
      telephone: expect.any(String),
      email: expect.any(String),
      address: { addressLocality: "Portland", addressRegion: "OR", addressCountry: "US" },
    });
    expect(business?.areaServed).toEqual([
      { "@type": "State", name: "Washington" },
      { "@type": "State", name: "Oregon" },
    ]);
  });
}

test("/FAQ carries FAQPage data with every question the page shows", async ({ page, request }) => {
  const [data] = (await jsonLd(request, "/FAQ")).filter((entry) => entry["@type"] === "FAQPage");
  const questions = (data?.mainEntity as { name: string; acceptedAnswer: { text: string } }[] | undefined) ?? [];
  expect(questions.map((question) => question.name)).toEqual(faq.map((entry) => entry.question));
  for (const question of questions) expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
  await page.goto("/FAQ");
  for (const entry of faq) await expect(page.getByRole("heading", { level: 2, name: entry.question })).toBeVisible();
});
