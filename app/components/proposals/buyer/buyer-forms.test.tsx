import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { CardForm } from "./buyer-forms";

describe("the test provider's card form on a proposal or an invoice", () => {
  it.each([
    ["card", "Pay the deposit by card"],
    ["invoice-card", "Or pay by card"],
  ] as const)("(%s) says in plain words that no money moves", (formName, heading) => {
    const html = renderToStaticMarkup(
      <CardForm intent="card" formName={formName} heading={heading} amountCents={250_000} />,
    );
    expect(html).toMatch(/<div role="note"[^>]*><p[^>]*>Test mode: no real money moves<\/p>/);
    expect(html).toContain("4242 4242 4242 4242");
  });
});
