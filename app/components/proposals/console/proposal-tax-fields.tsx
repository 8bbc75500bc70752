import { bindFields } from "#app/components/ui/bind-fields";
import { Field } from "#app/components/ui/field";
import { ErrorText } from "#app/components/ui/field-frame";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import {
  CITY_MAX,
  type DraftFieldErrors,
  type DraftFormValues,
  PERMIT_MAX,
  STREET_MAX,
} from "#app/domain/proposals/draft";
import type { DraftTaxView } from "#app/domain/proposals/views";
import {
  FEDERAL_PAYMENT_LABELS,
  FEDERAL_PAYMENTS,
  OTHER_REASON_MAX,
  PAPER_MAX,
  TAX_BUYER_KINDS,
  TAX_BUYER_LABELS,
} from "#app/domain/tax/exemptions";

const STATE_OPTIONS = [
  { value: "", label: "Not known yet" },
  { value: "WA", label: "Washington" },
  { value: "OR", label: "Oregon" },
];

const BUYER_OPTIONS = [
  { value: "", label: "Not answered yet" },
  ...TAX_BUYER_KINDS.map((kind) => ({ value: kind, label: TAX_BUYER_LABELS[kind] })),
];

const PAYMENT_OPTIONS = [
  { value: "", label: "Choose how the agency pays" },
  ...FEDERAL_PAYMENTS.map((payment) => ({ value: payment, label: FEDERAL_PAYMENT_LABELS[payment] })),
];

const CLAIMS = [
  ["none", "None: taxed by where the homes are received"],
  ["federal", "A federal agency paying directly"],
  ["resale", "Bought for resale, with a reseller permit"],
  ["other", "Another exemption, with a written reason and the buyer's paper"],
] as const;

const CLAIM_ERROR_ID = "tax-claim-error";

/** One radio of a group, labelled by `children`. */
function Choice(props: { name: string; value: string; checked: boolean; describedBy?: string; children: string }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        defaultChecked={props.checked}
        aria-describedby={props.describedBy}
        className="size-5 shrink-0 accent-evergreen-800"
      />
      {props.children}
    </label>
  );
}

/** The rule's words and the rate: decided, to choose, or what stops it. */
function RatePanel({ tax, taxCode }: { tax: DraftTaxView; taxCode: string }) {
  return (
    <section aria-labelledby="tax-rate-heading" className="grid gap-2 rounded-lg bg-stone-100 p-4 sm:col-span-2">
      <h3 id="tax-rate-heading" className="text-lg font-semibold">
        How this sale is taxed
      </h3>
      <p>
        {tax.message}{" "}
        {tax.citations.map((citation, index) => (
          <span key={citation.cite}>
            {index > 0 ? ", " : ""}
            <a href={citation.url} className="underline underline-offset-4" rel="noreferrer">
              {citation.cite}
            </a>
          </span>
        ))}
      </p>
      {tax.rate ? (
        <p data-testid="tax-rate">
          <strong>
            Location code {tax.rate.code}, at {tax.rate.rate}%
          </strong>{" "}
          for {tax.rate.address}, {tax.rate.quarter}: from {tax.rate.source}.
        </p>
      ) : null}
      {tax.problem ? <p className="font-semibold text-cedar-800">{tax.problem}</p> : null}
      {tax.question ? (
        <div className="grid gap-2">
          <p className="font-semibold text-cedar-800">{tax.question.reason}</p>
          {tax.question.candidates.length > 0 ? (
            <fieldset className="grid gap-1">
              <legend className="font-semibold text-evergreen-900">Location code for this address</legend>
              {tax.question.candidates.map((candidate) => (
                <Choice key={candidate.code} name="taxCode" value={candidate.code} checked={taxCode === candidate.code}>
                  {`${candidate.code}: ${candidate.rate}%${candidate.location ? `, ${candidate.location}` : ""}`}
                </Choice>
              ))}
              <p className="text-sm text-stone-700">
                Save the draft with the code chosen; it is kept with the proposal.
              </p>
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The delivery address and the sales tax of a draft: who the buyer is, the
 * exemption claimed with its evidence, and the rate the address carries.
 * Plain fields and radios, so it all works without JavaScript.
 */
export function ProposalTaxFields({
  values,
  errors,
  tax,
  buyerQuestion,
}: {
  values: DraftFormValues;
  errors: DraftFieldErrors;
  tax: DraftTaxView | null;
  buyerQuestion: string | null;
}) {
  const field = bindFields(values, errors);
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2 [&>*]:min-w-0">
      <legend className="text-xl font-semibold">Delivery address and sales tax</legend>
      <p className="text-sm text-stone-700 sm:col-span-2">
        Washington taxes a delivered home at the rate of the address where the buyer receives it. A draft saves without
        a rate; a Washington delivery is sent once its address has one.
      </p>
      <Field
        label="Street address"
        {...field("street")}
        maxLength={STREET_MAX}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <Field label="City" {...field("city")} maxLength={CITY_MAX} autoComplete="off" />
      <Select label="State" {...field("state")} options={STATE_OPTIONS} />
      <Field label="ZIP code" {...field("zip")} inputMode="numeric" hint="Five digits, or ZIP+4 such as 98108-0500." />
      <Select
        label="Who the buyer is, for tax"
        {...field("taxBuyerKind")}
        options={BUYER_OPTIONS}
        hint={buyerQuestion ?? undefined}
      />
      <fieldset className="grid gap-1 sm:col-span-2" aria-describedby={errors.claim ? CLAIM_ERROR_ID : undefined}>
        <legend className="font-semibold text-evergreen-900">Exemption claimed</legend>
        {CLAIMS.map(([value, label]) => (
          <Choice
            key={value}
            name="claim"
            value={value}
            checked={values.claim === value}
            describedBy={errors.claim ? CLAIM_ERROR_ID : undefined}
          >
            {label}
          </Choice>
        ))}
        <ErrorText id={CLAIM_ERROR_ID}>{errors.claim}</ErrorText>
      </fieldset>
      <Select
        label="How the federal agency pays"
        {...field("federalPayment")}
        options={PAYMENT_OPTIONS}
        hint="Only for a federal agency's claim."
      />
      <Field
        label="Reseller permit number"
        {...field("permit")}
        maxLength={PERMIT_MAX}
        hint="Only for resale: a letter and eight digits, such as A12345678."
      />
      <Textarea
        label="Why this sale is exempt"
        {...field("reason")}
        rows={3}
        maxLength={OTHER_REASON_MAX}
        hint="Only for another exemption: a sentence the accountant can check."
        className="sm:col-span-2"
      />
      <Field
        label="The buyer's paper"
        {...field("paper")}
        maxLength={PAPER_MAX}
        hint="Only for another exemption: the certificate or letter, by name and number."
        className="sm:col-span-2"
      />
      {tax ? <RatePanel tax={tax} taxCode={values.taxCode} /> : null}
    </fieldset>
  );
}
