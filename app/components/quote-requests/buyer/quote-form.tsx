import { useEffect, useRef, useState } from "react";

import { bindFields } from "#app/components/ui/bind-fields";
import { useSending } from "#app/components/ui/use-sending";
import { compliance } from "#app/content/facts";
import { intentNames, modelHints, modelNames, optionNames } from "#app/content/quote-requests/quote";
import { PAPER_REQUEST_LABELS, REQUESTABLE_PAPERS } from "#app/domain/documents/documents";
import { LANDING_FIELDS, type LandingField, landingValues } from "#app/domain/insights/landing-fields";
import {
  BUYER_TYPES,
  buyerTypeLabels,
  CITY_MAX,
  EMAIL_MAX,
  fieldsThatApply,
  INTENTS,
  MESSAGE_MAX,
  MODELS,
  NAME_MAX,
  OPTIONS,
  ORGANIZATION_MAX,
  PHONE_MAX,
  PO_REFERENCE_MAX,
  type QuoteField,
  type QuoteFieldErrors,
  type QuoteFormValues,
  STREET_MAX,
  UNITS_MAX,
  UNITS_MIN,
  ZIP_MAX,
} from "#app/domain/quote-requests/rules";
import { useHydrated } from "#app/state/use-hydrated";

import { ChoiceField, fieldId, TextAreaField, TextField } from "./quote-fields";

/** Where the form posts, without JavaScript as with it: the /Contact action, back at the form. */
export const QUOTE_ACTION = "/Contact#quote";

export interface QuoteFormProps {
  values: QuoteFormValues;
  errors?: QuoteFieldErrors;
  /** A message about the whole request (a refusal), shown in the summary. */
  formMessage?: string;
  /** The one-time key; empty in the prerendered page, where the browser makes one. */
  idempotencyKey: string;
}

/** Labels of the fields, for the error summary's links. */
const fieldLabels: Record<QuoteField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  organization: "Organization",
  buyerType: "I'm buying for",
  poReference: "Bid or PO reference",
  intent: "Buy or rent",
  rentalStart: "Rental start date",
  rentalDays: "Rental length",
  units: "How many units",
  model: "Model",
  options: "Options",
  papers: "Papers for your files",
  street: "Delivery street address",
  city: "Delivery city",
  zip: "Delivery ZIP code",
  neededBy: "When you need them",
  message: "Message",
};
const fieldOrder = Object.keys(fieldLabels) as QuoteField[];

/**
 * Where this page was landed on (its tags, the referring site's origin), for
 * the request's source: read from the page itself when the form is sent, as
 * nothing is stored in the browser (docs/decisions/0026).
 */
function carryLanding(form: HTMLFormElement): void {
  const values = landingValues(window.location.search, document.referrer);
  for (const field of Object.keys(LANDING_FIELDS) as LandingField[]) {
    const input = form.elements.namedItem(LANDING_FIELDS[field]);
    if (input instanceof HTMLInputElement) input.value = values[field];
  }
}

function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address still has getRandomValues.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The quote and rental request form. A plain form posting to /Contact, so it
 * works without JavaScript (every field shown, each saying when it applies);
 * with JavaScript it shows only the fields that apply and guards against a
 * double submit. No router hooks: it can be mounted on its own.
 */
export function QuoteForm({ values, errors = {}, formMessage, idempotencyKey }: QuoteFormProps) {
  // False on the server and while hydrating, true once the form runs in the browser.
  const enhanced = useHydrated();
  const [buyerType, setBuyerType] = useState(values.buyerType);
  const [intent, setIntent] = useState(values.intent);
  const { sending, send } = useSending();
  const summary = useRef<HTMLDivElement>(null);
  const problems = fieldOrder.filter((field) => errors[field]);
  const hasSummary = problems.length > 0 || Boolean(formMessage);

  useEffect(() => {
    if (hasSummary) summary.current?.focus();
  }, [hasSummary]);

  // Without JavaScript every field shows; with it, only those that apply.
  const applies = enhanced ? fieldsThatApply({ buyerType, intent }) : { poReference: true, rental: true };
  const maxRentalDays = compliance.rentalMaxDays - 1;
  const field = bindFields(values, errors);

  return (
    <form
      method="post"
      action={QUOTE_ACTION}
      noValidate
      aria-labelledby="quote-form-title"
      className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-5 sm:p-8"
      onSubmit={(event) => {
        send(event);
        if (event.defaultPrevented) return;
        // The prerendered page has no key; this browser makes one, once, for this form.
        const key = event.currentTarget.elements.namedItem("idempotencyKey");
        if (key instanceof HTMLInputElement && !key.value) key.value = newKey();
        carryLanding(event.currentTarget);
      }}
    >
      <h3 id="quote-form-title" className="text-2xl">
        Tell us what you need
      </h3>
      <div
        ref={summary}
        tabIndex={-1}
        role="alert"
        className={
          hasSummary ? "rounded-lg border-l-4 border-cedar-700 bg-cedar-100 px-4 py-3 text-cedar-800" : "sr-only"
        }
      >
        {formMessage ? <p className="font-semibold">{formMessage}</p> : null}
        {problems.length ? (
          <>
            <p className="font-semibold">
              {problems.length === 1
                ? "One thing needs a second look:"
                : `${problems.length} things need a second look:`}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((field) => (
                <li key={field}>
                  <a
                    href={`#${fieldId(field)}`}
                    className="underline underline-offset-4"
                    // Following a link to an id scrolls there; putting the cursor in the field takes a script.
                    onClick={() => document.getElementById(fieldId(field))?.focus()}
                  >
                    {fieldLabels[field]}: {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>

      <input type="hidden" name="idempotencyKey" defaultValue={idempotencyKey} />
      {Object.values(LANDING_FIELDS).map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
      {/* Robots fill in every field; people never see this one. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="quote-website">Leave this field empty</label>
        <input id="quote-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} label="Name" autoComplete="name" maxLength={NAME_MAX} />
        <TextField {...field("email")} label="Email" type="email" autoComplete="email" maxLength={EMAIL_MAX} />
        <TextField
          {...field("phone")}
          label="Phone"
          type="tel"
          autoComplete="tel"
          optional
          maxLength={PHONE_MAX}
          hint="If you'd rather we call."
        />
        <TextField
          {...field("organization")}
          label="Organization"
          autoComplete="organization"
          optional
          maxLength={ORGANIZATION_MAX}
        />
      </div>

      <ChoiceField
        name="buyerType"
        legend="I'm buying for"
        type="radio"
        choices={BUYER_TYPES.map((value) => ({ value, label: buyerTypeLabels[value] }))}
        checked={[buyerType]}
        onChange={setBuyerType}
        error={errors.buyerType}
      />
      {applies.poReference ? (
        <TextField
          {...field("poReference")}
          label="Bid or PO reference"
          optional
          maxLength={PO_REFERENCE_MAX}
          hint={
            enhanced
              ? "Your bid, RFQ or purchase order number, if you have one."
              : "For government agencies: your bid, RFQ or purchase order number, if you have one."
          }
          className="sm:max-w-md"
        />
      ) : null}

      <ChoiceField
        name="intent"
        legend="Buy or rent"
        type="radio"
        choices={INTENTS.map((value) => ({ value, label: intentNames[value] }))}
        checked={[intent]}
        onChange={setIntent}
        error={errors.intent}
        className="sm:max-w-md"
      />
      {applies.rental ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field("rentalStart")}
            label="Rental start date"
            type="date"
            hint={enhanced ? "The day you'd like it delivered." : "For rentals only: the day you'd like it delivered."}
            required={enhanced}
          />
          <TextField
            {...field("rentalDays")}
            label="Rental length in days"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxRentalDays}
            step={1}
            hint={`${enhanced ? "" : "For rentals only. "}Rentals are for under ${compliance.rentalMaxDays} days of continuous occupancy: up to ${maxRentalDays} days.`}
            required={enhanced}
          />
        </div>
      ) : null}

      <TextField
        {...field("units")}
        label="How many units"
        type="number"
        inputMode="numeric"
        min={UNITS_MIN}
        max={UNITS_MAX}
        step={1}
        hint={`From ${UNITS_MIN} to ${UNITS_MAX}.`}
        className="sm:max-w-xs"
      />
      <ChoiceField
        name="model"
        legend="Model"
        type="radio"
        choices={MODELS.map((value) => ({ value, label: modelNames[value], hint: modelHints[value] }))}
        checked={[values.model]}
        error={errors.model}
      />
      <ChoiceField
        name="options"
        legend="Options"
        type="checkbox"
        optional
        choices={OPTIONS.map((value) => ({ value, label: optionNames[value] }))}
        checked={values.options}
        error={errors.options}
      />
      <ChoiceField
        name="papers"
        legend="Papers for your files"
        type="checkbox"
        optional
        choices={REQUESTABLE_PAPERS.map((value) => ({ value, label: PAPER_REQUEST_LABELS[value] }))}
        checked={values.papers}
        error={errors.papers}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field("street")}
          label="Delivery street address"
          optional
          autoComplete="street-address"
          maxLength={STREET_MAX}
          hint="If you know it: the sales tax rate follows the exact address."
          className="sm:col-span-2"
        />
        <TextField
          {...field("city")}
          label="Delivery city"
          optional
          autoComplete="address-level2"
          maxLength={CITY_MAX}
        />
        <TextField
          {...field("zip")}
          label="Delivery ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_MAX}
          hint="Where your Nestz will go. We'll include a delivery estimate."
        />
        <TextField {...field("neededBy")} label="When do you need them?" type="month" hint="The month, like 2027-03." />
      </div>

      <TextAreaField
        {...field("message")}
        label="Message"
        rows={5}
        maxLength={MESSAGE_MAX}
        hint="Your site, your plans, your questions: anything that helps us help you."
      />

      <div>
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-evergreen-800 px-6 py-3 text-lg font-semibold text-white hover:bg-evergreen-700 focus-visible:outline-offset-4"
        >
          {sending ? "Sending…" : "Send my request"}
        </button>
      </div>
    </form>
  );
}
