import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";

import { consoleSections } from "./console-nav";

/** The console's own frame: no marketing chrome, its sections, who is signed in. */
export function ConsoleFrame({ email, children }: { email: string | null; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="bg-evergreen-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <p className="font-serif text-xl">
            <a href="/admin" className="text-white no-underline">
              Nestz console
            </a>
          </p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {email ? <span className="text-evergreen-100">{email}</span> : null}
            <a href="/" className="font-semibold text-sky-soft underline-offset-4 hover:underline">
              View the site
            </a>
            {email ? (
              <Form method="post" action="/SignOut">
                <button
                  type="submit"
                  className="min-h-11 font-semibold text-sky-soft underline-offset-4 hover:underline"
                >
                  Sign out
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {email ? (
          <nav aria-label="Console" className="border-t border-evergreen-800">
            <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 sm:px-4">
              {consoleSections.map((section) => (
                <li key={section.to} className="shrink-0">
                  <NavLink
                    to={section.to}
                    end={section.end}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center border-b-4 px-3 text-sm font-semibold no-underline ${
                        isActive ? "border-sky text-white" : "border-transparent text-evergreen-100 hover:text-white"
                      }`
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none sm:px-6">
        {children}
      </main>
    </div>
  );
}

/** A console page's heading, with an optional line under it and actions beside it. */
export function ConsoleHeading({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-1 text-stone-700">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
