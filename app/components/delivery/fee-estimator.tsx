import { type FormEvent, useEffect, useId, useRef, useState } from "react";

import { zipDataCredit, zipMessages } from "#app/content/delivery/delivery-quote";
import { describeZipQuote, fetchZipQuote } from "#app/content/delivery/zip-quote";
import { delivery } from "#app/content/facts";
import { normalizeZip } from "#app/domain/delivery/fee";
import type { ZipAnswer } from "#app/domain/delivery/views";

import { BLANK_START, estimate, type EstimatorStart, type StateChoice, toStateChoice } from "./fee-estimate";
import { PinnedMap } from "./pinned-map";

const field =
  "mt-1 block h-12 w-full rounded-lg border-2 border-stone-400 bg-white px-3 py-2 text-lg text-stone-800 focus-visible:border-sky-deep";
const button =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-evergreen-800 px-5 py-2.5 font-semibold text-white hover:bg-evergreen-700 focus-visible:outline-offset-4";

/** Where both forms send a visitor without JavaScript: this page, rendered with the answer. */
const ACTION = "/Delivery#fees";

/**
 * Type a ZIP (or a distance), read the fee; a ZIP also gets a pin on the map.
 * Self-contained, with serializable props and no router hooks, so it can be
 * mounted on its own. Without JavaScript both forms GET the page and the
 * server renders `start`.
 */
export function FeeEstimator({ start = BLANK_START }: { start?: EstimatorStart }) {
  const id = useId();
  const [zip, setZip] = useState(start.zip);
  const [zipAnswer, setZipAnswer] = useState<ZipAnswer | null>(start.zipAnswer);
  const [pendingZip, setPendingZip] = useState<string | null>(null);
  const [miles, setMiles] = useState(start.miles);
  const [state, setState] = useState<StateChoice>(start.state);
  const [showing, setShowing] = useState<"zip" | "miles">(start.zipAnswer || !start.miles ? "zip" : "miles");
  const lookup = useRef<AbortController | null>(null);
  useEffect(() => () => lookup.current?.abort(), []);

  async function findZip(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowing("zip");
    lookup.current?.abort();
    const normalized = normalizeZip(zip);
    if (!normalized) {
      setPendingZip(null);
      setZipAnswer({ ok: false, zip, message: zipMessages.invalid });
      return;
    }
    const controller = new AbortController();
    lookup.current = controller;
    setPendingZip(normalized);
    try {
      setZipAnswer(await fetchZipQuote(normalized, controller.signal));
    } catch {
      return; // a newer lookup replaced this one
    } finally {
      if (lookup.current === controller) setPendingZip(null);
    }
  }

  const milesResult = estimate(miles, state);
  const quote = showing === "zip" && zipAnswer?.ok && !pendingZip ? zipAnswer.quote : null;
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-2xl">
        Work out your fee
      </h3>
      <form method="get" action={ACTION} onSubmit={findZip} className="mt-4" aria-label="Fee by ZIP code">
        <label htmlFor={`${id}-zip`} className="font-semibold">
          Your ZIP code
        </label>
        <div className="mt-1 flex flex-wrap gap-3">
          <input
            id={`${id}-zip`}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={zip}
            onChange={(event) => setZip(event.target.value)}
            className={`${field} mt-0 max-w-[10rem]`}
          />
          <button type="submit" className={button}>
            Find my fee
          </button>
        </div>
      </form>

      {/* Fixed height, so a longer answer never pushes the page around. */}
      <div role="status" aria-live="polite" className="mt-5 min-h-[7.5rem] text-lg">
        {showing === "zip" ? (
          pendingZip ? (
            <p className="text-stone-700">Looking up {pendingZip}…</p>
          ) : zipAnswer ? (
            <ZipResult answer={zipAnswer} />
          ) : (
            <p className="text-stone-700">Enter your ZIP code to see the fee and where you are on the map.</p>
          )
        ) : milesResult.kind === "fee" ? (
          <p>
            <span className="block text-3xl font-semibold text-evergreen-900 tabular-nums">{milesResult.fee}</span>
            <span className="text-stone-700">{milesResult.detail}</span>
          </p>
        ) : (
          <p className="text-stone-700">{milesResult.message}</p>
        )}
      </div>
      {quote?.pin ? (
        <PinnedMap pin={quote.pin} label={`Delivery map with a pin at ${quote.city}, ${quote.state} ${quote.zip}`} />
      ) : null}

      <form
        method="get"
        action={ACTION}
        onSubmit={(event) => {
          event.preventDefault();
          setShowing("miles");
        }}
        className="mt-6 border-t border-stone-200 pt-5"
        aria-labelledby={`${id}-miles-title`}
      >
        <h4 id={`${id}-miles-title`} className="font-sans text-lg font-semibold">
          Or by distance
        </h4>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
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
              onChange={(event) => {
                setMiles(event.target.value);
                setShowing("miles");
              }}
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
              onChange={(event) => {
                setState(toStateChoice(event.target.value));
                setShowing("miles");
              }}
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
        <button type="submit" className={`${button} mt-4`}>
          Work it out
        </button>
      </form>
      <p className="mt-4 text-sm text-stone-600">{zipDataCredit}</p>
    </section>
  );
}

function ZipResult({ answer }: { answer: ZipAnswer }) {
  if (!answer.ok) return <p className="text-stone-700">{answer.message}</p>;
  const { fee, place, detail } = describeZipQuote(answer.quote);
  return (
    <>
      <p>
        <span className="block text-3xl font-semibold text-evergreen-900 tabular-nums">{fee}</span>
        <span className="block">{place}</span>
        <span className="text-stone-700">{detail}</span>
      </p>
      <p className="mt-2">
        <a
          href={`/Contact?zip=${answer.quote.zip}#quote`}
          className="font-semibold text-sky-deep underline underline-offset-4"
        >
          Request a quote for delivery to {answer.quote.zip}
        </a>
      </p>
    </>
  );
}
