import type { ReactNode } from "react";

import { useSiteData } from "#app/components/layout/use-site-data";
import { AnchorButton, LinkButton } from "#app/components/ui/button";
import type { PageLink } from "#app/content/paths";
import { mailtoHref, telHref } from "#app/domain/common/phone";

interface Props {
  title?: string;
  children?: ReactNode;
  /** Extra in-site links shown after the call and email buttons. */
  links?: PageLink[];
  /** The subject line the email button fills in. */
  emailSubject?: string;
}

/**
 * How every page ends: a warm invitation to call or write, because prices and
 * delivery dates are given in person, plus where to read on.
 */
export function NextStep({
  title = "Ready to talk about your Nestz?",
  children,
  links = [],
  emailSubject = "Question about a Nestz",
}: Props) {
  const { config } = useSiteData();
  return (
    <section aria-labelledby="next-step-heading" className="bg-evergreen-900 text-evergreen-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="next-step-heading" className="text-3xl text-white sm:text-4xl">
          {title}
        </h2>
        <div className="mt-4 max-w-2xl text-lg">
          {children ?? (
            <p>
              Every Nestz is priced personally, with delivery to your site included in the conversation. Call or email
              and a real person from our family business will answer.
            </p>
          )}
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <AnchorButton href={telHref(config.contactPhone)} variant="accent">
            Call {config.contactPhone}
          </AnchorButton>
          <AnchorButton
            href={mailtoHref(config.contactEmail, emailSubject)}
            variant="outlineOnDark"
            className="break-all"
          >
            Email {config.contactEmail}
          </AnchorButton>
          {links.map((link) => (
            <LinkButton key={link.to} to={link.to} variant="quietOnDark">
              {link.label}
            </LinkButton>
          ))}
        </div>
      </div>
    </section>
  );
}
