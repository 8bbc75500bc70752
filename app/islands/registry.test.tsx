import type { ComponentType, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { SignInForm, SignUpForm } from "#app/components/auth/auth-forms";
import { ForgotPasswordForm } from "#app/components/auth/forgot-password-form";
import { ResetPasswordForm } from "#app/components/auth/reset-password-form";
import { AddToCartButton } from "#app/components/cart/add-to-cart-button";
import { CartMenu } from "#app/components/cart/cart-menu";
import { FeeEstimator } from "#app/components/delivery/fee-estimator";
import { Island } from "#app/components/islands/island";
import { isIslandName, ISLAND_NAMES, type IslandName } from "#app/components/islands/names";
import { MobileMenu } from "#app/components/layout/mobile-menu";
import { CheckoutView } from "#app/components/orders/buyer/checkout/checkout-view";
import { DisplayNameForm } from "#app/components/people/buyer/display-name-form";
import { QuoteSection } from "#app/components/quote-requests/buyer/quote-section";
import { Walkthrough } from "#app/components/site/home/walkthrough";
import { SocialFeed } from "#app/components/site/social/social-feed";
import { BirdsongPlayer } from "#app/components/site/story/birdsong-player";
import { SendingButton } from "#app/components/ui/send-button";

import { islands } from "./registry";

/** The component each page renders inside <Island name=…>: the browser must mount the very same one. */
const rendered: Record<IslandName, ComponentType<never>> = {
  "cart-menu": CartMenu,
  "mobile-menu": MobileMenu,
  walkthrough: Walkthrough,
  birdsong: BirdsongPlayer,
  "fee-estimator": FeeEstimator,
  "quote-form": QuoteSection,
  "social-feed": SocialFeed,
  "add-to-cart": AddToCartButton,
  checkout: CheckoutView,
  "sign-in-form": SignInForm,
  "sign-up-form": SignUpForm,
  "forgot-password-form": ForgotPasswordForm,
  "reset-password-form": ResetPasswordForm,
  "display-name-form": DisplayNameForm,
  "send-button": SendingButton,
};

describe("the island registry", () => {
  it.each(ISLAND_NAMES)("%s loads the component the page renders", async (name) => {
    expect(await islands[name].load()).toBe(rendered[name]);
  });

  it("has an entry for every name and no other", () => {
    expect(Object.keys(islands).sort()).toEqual([...ISLAND_NAMES].sort());
  });

  it("knows its names and nothing else", () => {
    expect(isIslandName("cart-menu")).toBe(true);
    expect(isIslandName("toString")).toBe(false);
    expect(isIslandName(undefined)).toBe(false);
  });
});

describe("<Island>", () => {
  it("renders the component inside a wrapper that names the island and carries its props as JSON", () => {
    const html = renderToStaticMarkup(<Island name="fee-estimator" component={FeeEstimator} props={{}} />);
    expect(html).toMatch(/^<div data-island="fee-estimator" data-island-props="\{\}" class="contents"><section/);
    expect(html).toContain('aria-label="Fee by ZIP code"');
  });
});

describe("the account forms' islands", () => {
  // Their links need a router, as the one an island is mounted in (components/islands/mount.tsx).
  const render = (element: ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
  const failure = {
    form: "sign-in",
    error: "Wrong password",
    field: "password",
    values: { email: "a@b.example" },
  } as const;

  it("wait for a press: mounted on sight, they would load React as the page opens", () => {
    for (const name of ["sign-in-form", "sign-up-form", "forgot-password-form", "reset-password-form"] as const) {
      expect(islands[name].when, name).toBe("interaction");
    }
  });

  it("render plain forms that post to the page's own address (its ?redirectTo= or ?token= included)", () => {
    const html = render(
      <Island name="sign-in-form" component={SignInForm} props={{ result: failure, redirectTo: "/Account" }} />,
    );
    expect(html).toMatch(/<form aria-labelledby="sign-in-heading"[^>]* method="post">/);
    expect(html).not.toMatch(/<form[^>]* action=/);
    expect(html).toContain('data-island-props="{&quot;result&quot;:{&quot;form&quot;:&quot;sign-in&quot;');
    expect(html).toContain('name="redirectTo" value="/Account"');
  });

  it("focus the message that came back with the page, and only then", () => {
    const failed = render(<SignInForm result={failure} redirectTo="/" />);
    expect(failed).toMatch(/<div [^>]*role="alert" tabindex="-1" autofocus=""[^>]*>Wrong password<\/div>/);
    expect(render(<SignInForm redirectTo="/" />)).not.toContain("autofocus");
    // The other form's failure is not this one's message.
    expect(render(<SignUpForm result={failure} redirectTo="/" />)).not.toContain("autofocus");
    expect(render(<ForgotPasswordForm result={{ sent: true, error: null, invalid: false }} />)).toContain(
      'autofocus=""',
    );
    expect(render(<ResetPasswordForm token="t" failure={{ message: "Too short" }} />)).toContain('autofocus=""');
  });

  it("never give a password back", () => {
    const html = render(
      <SignUpForm
        result={{ form: "sign-up", error: "Email already in use", values: { email: "a@b.example" } }}
        redirectTo="/"
      />,
    );
    for (const input of html.match(/<input[^>]*type="password"[^>]*>/g) ?? []) expect(input).not.toContain("value=");
  });
});
