import { LinkButton } from "#app/components/ui/button";
import { Link } from "#app/components/ui/link";
import type { PageLink } from "#app/content/paths";
import { telHref } from "#app/domain/common/phone";

import { useOptionalSiteData } from "./use-site-data";

const copy: Record<number, { title: string; heading: string; body: string }> = {
  400: {
    title: "That request didn't look right",
    heading: "That request didn't look right",
    body: "Something in the address or form wasn't something we could read. Please check it and try again.",
  },
  404: {
    title: "Page not found",
    heading: "We couldn't find that page",
    body: "The page may have moved, or the link may have a typo. These are the places most visitors are looking for:",
  },
  503: {
    title: "We'll be right back",
    heading: "We'll be right back",
    body: "This page needs our records, and we can't reach them for a moment. Please try again in a minute. Everything else on the site still works.",
  },
};

const fallback = {
  title: "Something went wrong",
  heading: "Something went wrong on our side",
  body: "We've noted the problem. Please try again, or give us a call and we'll help right away.",
};

const popular: PageLink[] = [
  { to: "/Shop", label: "Shop homes and options" },
  { to: "/Specs", label: "Specs and floor plans" },
  { to: "/FAQ", label: "Questions and answers" },
  { to: "/Delivery", label: "Delivery" },
  { to: "/Contact", label: "Contact us" },
];

export function ErrorPage({ status, detail }: { status: number; detail?: string }) {
  const text = copy[status] ?? fallback;
  const site = useOptionalSiteData();
  const phone = site?.config.contactPhone;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <title>{`${text.title} | Nestz`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-[0.12em] text-cedar-700 uppercase">Error {status}</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">{text.heading}</h1>
      <p className="mt-4 text-lg">{text.body}</p>
      {/* The pages people look for most; while the database is away (503) they still load. */}
      {status === 404 || status === 503 ? (
        <ul className="mt-6 grid gap-2 sm:grid-cols-2">
          {popular.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="font-semibold underline-offset-4 hover:underline">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <LinkButton to="/">Go to the home page</LinkButton>
        {phone ? (
          <a href={telHref(phone)} className="inline-flex min-h-11 items-center px-2 font-semibold">
            Or call us at {phone}
          </a>
        ) : null}
      </div>
      {detail ? <pre className="mt-8 overflow-x-auto rounded-lg bg-stone-100 p-4 text-xs">{detail}</pre> : null}
    </div>
  );
}
