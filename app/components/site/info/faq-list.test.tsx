import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SiteNotice } from "#app/components/site/site-notice";
import type { FaqEntry } from "#app/domain/site-words/blocks";

import { FaqIndex, FaqList } from "./faq-list";

const hostile: FaqEntry = {
  id: "odd",
  question: `<img src=x onerror="alert(1)">`,
  answer: ["</p><script>alert(2)</script>", "Fish & chips"],
  link: { to: "/Specs", label: `"><b>bold</b>` },
};

describe("the owner's words on the page", () => {
  it("shows each question with its paragraphs and its link", () => {
    const html = renderToStaticMarkup(
      <FaqList faqs={[{ ...hostile, question: "Can I visit?", answer: ["Yes.", "Call first."] }]} />,
    );
    expect(html).toContain('<h2 id="odd-heading"');
    expect(html).toContain("<p>Yes.</p><p>Call first.</p>");
    expect(html).toContain('href="/Specs"');
  });

  it("escapes whatever was typed, so nothing runs as script or becomes markup", () => {
    const html = renderToStaticMarkup(
      <>
        <FaqIndex faqs={[hostile]} />
        <FaqList faqs={[hostile]} />
        <SiteNotice
          notice={{ text: "<script>alert(3)</script>", link: { to: "/FAQ", label: "<i>x</i>" }, endsOn: null }}
        />
      </>,
    );
    expect(html).not.toMatch(/<script|<img|<b>|<i>/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).toContain("Fish &amp; chips");
  });

  it("leaves out the link of a question that has none, and the notice when there is none", () => {
    expect(renderToStaticMarkup(<FaqList faqs={[{ ...hostile, link: null }]} />)).not.toContain("<a");
    expect(renderToStaticMarkup(<SiteNotice notice={null} />)).toBe("");
  });
});
