import { Link as RouterLink, type LinkProps, NavLink as RouterNavLink, type NavLinkProps } from "react-router";

import type { SiteHref } from "#app/content/paths";

/*
 * React Router's <Link> and <NavLink> for links inside the site: `to` is one
 * of the site's paths (app/content/paths.ts), so a misspelt link does not
 * compile. Lint sends every in-site link through these.
 */

export function Link({ to, ...props }: Omit<LinkProps, "to"> & { to: SiteHref }) {
  return <RouterLink to={to} {...props} />;
}

export function NavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: SiteHref }) {
  return <RouterNavLink to={to} {...props} />;
}
