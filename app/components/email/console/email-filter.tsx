import { Link } from "react-router";

import { OUTBOX_VIEW_LABELS, type OutboxView } from "#app/domain/email/outbox-status";

const order: OutboxView[] = ["failed", "waiting", "sent"];

/** All, Failed, Waiting, Sent: links (they work without JavaScript), each with its count. */
export function EmailFilter({ current, counts }: { current: OutboxView | null; counts: Record<OutboxView, number> }) {
  const total = counts.failed + counts.waiting + counts.sent;
  const links = [
    { view: null, label: "All", count: total, to: "/admin/email" },
    ...order.map((view) => ({
      view,
      label: OUTBOX_VIEW_LABELS[view],
      count: counts[view],
      to: `/admin/email?status=${view}`,
    })),
  ];
  return (
    <nav aria-label="Show messages" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const active = link.view === current;
          return (
            <li key={link.label}>
              <Link
                to={link.to}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 font-semibold no-underline ${
                  active
                    ? "border-evergreen-800 bg-evergreen-800 text-white"
                    : "border-stone-400 bg-white text-evergreen-900 hover:border-evergreen-600"
                }`}
              >
                {link.label}
                <span className={`rounded-full px-2 text-sm ${active ? "bg-white/20" : "bg-stone-100"}`}>
                  {link.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
