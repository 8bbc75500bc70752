import type { ReactNode } from "react";

export interface Idea {
  title: string;
  text: ReactNode;
}

/** Short cards for the ways people use a Nestz; each title is an <h3> under the section's <h2>. */
export function IdeaCards({ items, columns = 3 }: { items: readonly Idea[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : "max-w-4xl"}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-stone-200 bg-white p-5">
          <h3 className="text-xl">{item.title}</h3>
          <p className="mt-2 text-stone-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
