import type { Notice } from "#app/domain/site-words/blocks";

/** The owner's site-wide notice, above every page while it lasts. Words only: React escapes them. */
export function SiteNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <aside aria-label="Notice" className="bg-evergreen-900 px-4 py-2 text-center text-sm text-white sm:px-6">
      <p className="mx-auto max-w-6xl">
        {notice.text}
        {notice.link ? (
          <>
            {" "}
            <a href={notice.link.to} className="font-semibold text-white underline underline-offset-4">
              {notice.link.label}
            </a>
          </>
        ) : null}
      </p>
    </aside>
  );
}
