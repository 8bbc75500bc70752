import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SendButton } from "./send-button";

describe("<SendButton>", () => {
  it("is a plain submit button, with its name and value, inside the island that makes it show it is sending", () => {
    const html = renderToStaticMarkup(
      <form method="post">
        <SendButton label="Send to the buyer" busyLabel="Sending…" name="intent" value="send" />
      </form>,
    );
    expect(html).toMatch(/^<form method="post"><div data-island="send-button" [^>]*class="contents"><button /);
    expect(html).toContain("&quot;busyLabel&quot;:&quot;Sending…&quot;");
    const button = /<button([^>]*)>([^<]*)<\/button>/.exec(html);
    expect(button?.[2]).toBe("Send to the buyer");
    const attributes = button?.[1] ?? "";
    expect(attributes).toContain('type="submit"');
    expect(attributes).toContain('name="intent"');
    expect(attributes).toContain('value="send"');
    // Until it is pressed it is an ordinary button: nothing says it is busy, nothing stops a press.
    expect(attributes).not.toMatch(/\s(aria-)?disabled=/);
  });

  it("names what a row's button acts on for screen readers, in the row's own look, and can be unusable", () => {
    const html = renderToStaticMarkup(
      <SendButton label="Move up" busyLabel="Moving…" hiddenLabel="Nestz Sticker" className="rounded-full" disabled />,
    );
    const button = /<button([^>]*)>(.*)<\/button>/.exec(html);
    expect(button?.[2]).toBe('Move up<span class="sr-only"> Nestz Sticker</span>');
    const attributes = button?.[1] ?? "";
    expect(attributes).toMatch(/class="rounded-full /);
    expect(attributes).not.toContain("bg-evergreen-800");
    expect(attributes).toMatch(/\sdisabled=""/);
    // The island gets the same words, so the button it mounts reads the same.
    expect(html).toContain("&quot;hiddenLabel&quot;:&quot;Nestz Sticker&quot;");
  });
});
