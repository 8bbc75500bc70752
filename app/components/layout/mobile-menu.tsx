import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

import { NavLink } from "#app/components/ui/link";
import { mobileNav } from "#app/content/site/navigation";
import { cartActions, useCart } from "#app/state/cart-store";

import { AccountLink, linkClass } from "./nav-links";

/** The MENU button and the links it opens, on screens too narrow for the main navigation. */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const menuId = useId();

  // The menu and the cart share the top of a phone's screen: opening one closes the other.
  const { isCartOpen } = useCart();
  const [cartWasOpen, setCartWasOpen] = useState(isCartOpen);
  if (isCartOpen !== cartWasOpen) {
    setCartWasOpen(isCartOpen);
    if (isCartOpen) setOpenOn(null);
  }
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (!open) cartActions.setOpen(false);
          setOpen(!open);
        }}
        className="flex min-h-11 items-center gap-2 rounded-full border-2 border-evergreen-800 px-4 text-sm font-semibold tracking-[0.08em] text-evergreen-900"
      >
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
          {open ? (
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M3 6h14M3 10h14M3 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        MENU
      </button>
      <nav
        id={menuId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-[4.25rem] z-40 border-b border-stone-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="mx-auto grid max-w-md gap-1">
          {/* Matched by segment, like the desktop links: a prerendered page is rendered at "/Specs/". */}
          {mobileNav.map((item) => (
            <li key={item.label}>
              <NavLink to={item.to} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-3">
            <AccountLink signedIn={signedIn} block />
          </li>
        </ul>
      </nav>
    </div>
  );
}
