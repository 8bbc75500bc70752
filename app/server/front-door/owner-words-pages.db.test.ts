import { describe, expect, it } from "vitest";

import { readEditedPage, saveWords } from "#app/server/site-words/changes.server";
import { refreshPublishedWords } from "#app/server/site-words/published-words.server";

import { ownerWordsPages } from "./owner-words-pages.server";
import { inlineScriptHashes, renderPage } from "./prerendered-pages.server";

const owner = { id: null, email: "owner@nestz.example" };
const BOOTSTRAP = "<script>import('/assets/islands.js')</script>";

async function builtPage(html: string) {
  const body = Buffer.from(html);
  return renderPage(body, inlineScriptHashes(html));
}

/** A stand-in for the guest renderer that counts its renders. */
function renderer(script = BOOTSTRAP) {
  const calls: string[] = [];
  const render = async (pathname: string) => {
    calls.push(pathname);
    return new Response(`<html><body><aside>Closed on the 25th</aside>${script}</body></html>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  return { calls, render };
}

describe("prerendered pages and the owner's words", () => {
  it("send the build's copy while the words are the build's, and render again once per version after a publish", async () => {
    const built = await builtPage(`<html><body>${BOOTSTRAP}</body></html>`);
    const { calls, render } = renderer();
    const pages = ownerWordsPages({ render, factsKey: () => "facts" });
    await refreshPublishedWords();
    expect(pages("/", built)).toBeUndefined();

    const opened = await readEditedPage("notice");
    const notice = { text: "Closed on the 25th", link: null, endsOn: null };
    await saveWords(owner, "notice", notice, opened.draftRevision, { kind: "publish" });
    await refreshPublishedWords();
    const [first, again] = await Promise.all([pages("/", built), pages("/", built)]);
    expect(first?.body.toString()).toContain("Closed on the 25th");
    expect(again).toBe(first);
    expect(first?.scriptHashes).toEqual(built.scriptHashes);
    expect(calls).toEqual(["/"]);
  });

  it("keep the build's copy rather than send a page whose script its policy would refuse", async () => {
    const built = await builtPage(`<html><body>${BOOTSTRAP}</body></html>`);
    const { render } = renderer("<script>alert('not vouched for')</script>");
    const pages = ownerWordsPages({ render, factsKey: () => "facts" });
    await refreshPublishedWords();
    expect(await pages("/FAQ", built)).toBeNull();
  });
});
