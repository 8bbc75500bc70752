import { LogoMark } from "#app/components/brand/logo-mark";
import { CartMenu } from "#app/components/cart/cart-menu";
import { Island } from "#app/components/islands/island";
import { Link, NavLink } from "#app/components/ui/link";
import { primaryNav } from "#app/content/site/navigation";

import { MobileMenu } from "./mobile-menu";
import { AccountLink, linkClass } from "./nav-links";

export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="relative z-30 border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2.5 rounded-md no-underline" aria-label="Nestz home">
          <LogoMark className="size-11" />
          <span className="font-serif text-2xl font-semibold tracking-wide text-evergreen-900">Nestz</span>
        </Link>
        <div className="flex items-center gap-2">
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={linkClass} prefetch="intent">
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li className="ml-2">
                <AccountLink signedIn={signedIn} />
              </li>
            </ul>
          </nav>
          <Island name="cart-menu" component={CartMenu} props={{}} />
          <Island name="mobile-menu" component={MobileMenu} props={{ signedIn }} />
        </div>
      </div>
    </header>
  );
}
