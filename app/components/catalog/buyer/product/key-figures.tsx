export interface KeyFigure {
  value: string;
  label: string;
}

/** The handful of numbers a buyer asks about first, large and easy to scan. */
export function KeyFigures({ items }: { items: readonly KeyFigure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 max-sm:[&>:last-child:nth-child(odd)]:col-span-2 sm:grid-cols-3 lg:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
      {items.map((item, index) => (
        <div key={index} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4">
          <dt className="order-2 mt-1 text-sm font-medium text-stone-700">{item.label}</dt>
          <dd className="order-1 font-serif text-2xl font-semibold text-evergreen-900 sm:text-3xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
