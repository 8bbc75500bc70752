import { LogoMark } from "#app/components/brand/logo-mark";
import { SocialLinks } from "#app/components/brand/social-icons";
import { Link } from "#app/components/ui/link";
import { company } from "#app/content/facts";
import { isRedirectPath } from "#app/content/paths";
import { footerColumns } from "#app/content/site/navigation";
import { telHref } from "#app/domain/common/phone";

interface Props {
  phone: string;
  email: string;
  legalName: string;
  /** From the loader, so prerendered HTML and the browser agree. */
  year: number;
}

export function SiteFooter({ phone, email, legalName, year }: Props) {
  return (
    <footer className="bg-evergreen-950 text-evergreen-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_repeat(3,1fr)]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2.5 no-underline" aria-label="Nestz home">
            <LogoMark className="size-12" />
            <span className="font-serif text-2xl font-semibold text-white">Nestz</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm">
            Move-in-ready tiny homes, built in {company.workshop} by {company.family} in {company.cityShort}.
          </p>
          <address className="mt-4 grid gap-1 text-sm not-italic">
            <a href={telHref(phone)} className="text-white underline-offset-4 hover:underline">
              {phone}
            </a>
            <a href={`mailto:${email}`} className="text-white underline-offset-4 hover:underline">
              {email}
            </a>
          </address>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="font-sans text-sm font-semibold tracking-[0.12em] text-evergreen-200 uppercase">
              {column.heading}
            </h2>
            <ul className="mt-3 grid gap-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    // Old addresses (/Details, /Story, /Inquiries) are answered by the server's
                    // redirect, so they load as a document rather than through the router.
                    reloadDocument={isRedirectPath(link.to)}
                    className="inline-block py-1.5 text-white no-underline underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-4 px-4 py-6 sm:flex-row sm:items-center sm:px-6">
          <p className="text-sm">
            © {year} {legalName} · {company.cityShort}
          </p>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
