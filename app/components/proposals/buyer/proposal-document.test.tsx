import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { sampleAcceptedProposal } from "#tests/support/proposal-samples";

import { ProposalDocument } from "./proposal-document";

const signedFrom = { client: "198.51.100.23", userAgent: "Signer/7.1 (Testing)" };

describe("<ProposalDocument>'s acceptance record", () => {
  it("shows the buyer who signed, when, and on what, but not where from", () => {
    const html = renderToStaticMarkup(<ProposalDocument proposal={sampleAcceptedProposal} />);
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain("November 27, 2026, 10:04 AM");
    expect(html).not.toContain("203.0.113.9");
    expect(html).not.toContain("Mozilla/5.0");
    expect(html).not.toContain(">From<");
  });

  it("shows the owner where it was signed from, when the console passes it", () => {
    const html = renderToStaticMarkup(<ProposalDocument proposal={sampleAcceptedProposal} signedFrom={signedFrom} />);
    expect(html).toContain(">From<");
    expect(html).toContain("198.51.100.23 · Signer/7.1 (Testing)");
  });
});
