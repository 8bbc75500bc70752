import { Link } from "#app/components/ui/link";
import { signInLink, signOutLabel } from "#app/content/site/navigation";

/** A navigation link's look, marked when it is the current page (desktop and mobile alike). */
export const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2.5 py-2 text-sm font-semibold tracking-[0.08em] no-underline transition-colors ${
    isActive
      ? "text-evergreen-900 underline decoration-sky decoration-[3px] underline-offset-8"
      : "text-stone-700 hover:text-evergreen-900"
  }`;

/** SIGN IN, or SIGN OUT (a form post) for someone signed in. */
export function AccountLink({ signedIn, block = false }: { signedIn: boolean; block?: boolean }) {
  const shape = `rounded-full border-2 border-evergreen-800 px-4 py-1.5 text-sm font-semibold tracking-[0.08em] text-evergreen-900 no-underline hover:bg-evergreen-50 ${
    block ? "block text-center" : "inline-block"
  }`;
  if (signedIn) {
    return (
      <form method="post" action="/SignOut">
        <button type="submit" className={`${shape} ${block ? "w-full" : ""}`}>
          {signOutLabel}
        </button>
      </form>
    );
  }
  return (
    <Link to={signInLink.to} className={shape}>
      {signInLink.label}
    </Link>
  );
}
