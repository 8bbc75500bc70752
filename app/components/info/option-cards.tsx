import { Link } from "react-router";
import type { CustomOption } from "#app/content/customize";

/** A grid of options, each a small card with a heading (h3) and an optional link. */
export function OptionCards({ options, tone = "white" }: { options: CustomOption[]; tone?: "white" | "dashed" }) {
  const card =
    tone === "white" ? "border border-stone-200 bg-white" : "border-2 border-dashed border-stone-400 bg-transparent";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {options.map((option) => (
        <li key={option.title} className={`rounded-2xl p-5 ${card}`}>
          <h3 className="text-xl">{option.title}</h3>
          <p className="mt-2 text-stone-700">{option.text}</p>
          {option.link ? (
            <Link to={option.link.to} className="mt-1 inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
              {option.link.label}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
