import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { LinkButton } from "./button";
import { Link, NavLink } from "./link";

describe("links inside the site", () => {
  it("render React Router's links to the site's paths", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/FAQ"]}>
        <Link to="/Customize#layouts">Layouts</Link>
        <NavLink to="/FAQ">F.A.Q.</NavLink>
        <LinkButton to="/Shop">Shop</LinkButton>
      </MemoryRouter>,
    );
    expect(html).toContain('href="/Customize#layouts"');
    expect(html).toMatch(/<a aria-current="page" class="active" href="\/FAQ"/);
    expect(html).toContain('href="/Shop"');
  });

  it("refuse, at compile time, a path the site does not have", () => {
    // @ts-expect-error misspelt path: /Shpo is not a page of the site
    const typo = <Link to="/Shpo">Shop</Link>;
    // @ts-expect-error misspelt path in a button
    const button = <LinkButton to="/Contcat">Contact</LinkButton>;
    expect([typo, button]).toHaveLength(2);
  });
});
