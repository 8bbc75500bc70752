import { useId, useState } from "react";
import { delivery } from "#app/content/facts";
import { estimate, type StateChoice } from "./fee-estimate";

const field =
  "mt-1 block h-12 w-full rounded-lg border-2 border-stone-400 bg-white px-3 py-2 text-lg text-stone-800 focus-visible:border-sky-deep";

/**
 * Type a distance, read the fee. An extra: the table beside it carries the same
 * information for anyone without JavaScript.
 */
export function FeeEstimator() {
  const id = useId();
  const [miles, setMiles] = useState("");
  const [state, setState] = useState<StateChoice>("OR");
  const result = estimate(miles, state);
  return (
    <form
      className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => event.preventDefault()}
    >
      <h3 id={`${id}-title`} className="text-2xl">
        Work out your fee
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-miles`} className="font-semibold">
            Miles from PDX
          </label>
          <input
            id={`${id}-miles`}
            name="miles"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            autoComplete="off"
            value={miles}
            onChange={(event) => setMiles(event.target.value)}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-state`} className="font-semibold">
            State
          </label>
          <select
            id={`${id}-state`}
            name="state"
            value={state}
            onChange={(event) => setState(toChoice(event.target.value))}
            className={field}
          >
            {delivery.states.map((code) => (
              <option key={code} value={code}>
                {delivery.stateNames[code]}
              </option>
            ))}
            <option value="other">Another state</option>
          </select>
        </div>
      </div>
      {/* Fixed height, so a longer answer never pushes the page around. */}
      <p role="status" className="mt-5 min-h-[6.5rem] text-lg">
        {result.kind === "fee" ? (
          <>
            <span className="block text-3xl font-semibold text-evergreen-900 tabular-nums">{result.fee}</span>
            <span className="text-stone-700">{result.detail}</span>
          </>
        ) : (
          <span className="text-stone-700">{result.message}</span>
        )}
      </p>
      <noscript>
        <p className="text-stone-700">This calculator needs JavaScript; the table has the same figures.</p>
      </noscript>
    </form>
  );
}

function toChoice(value: string): StateChoice {
  return delivery.states.find((code) => code === value) ?? "other";
}
