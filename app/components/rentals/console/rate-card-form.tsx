import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { bindFields } from "#app/components/ui/bind-fields";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { modelNames } from "#app/content/quote-requests/quote";
import { type Cents, centsToDollars } from "#app/domain/common/money";
import type { FieldErrors } from "#app/domain/console/form-result";
import { type HomeModel, MODELS } from "#app/domain/quote-requests/rules";
import type { RentalRates } from "#app/domain/rentals/price";

/** What a model's rate form says after a post. */
export interface RateFormState {
  model: string;
  values?: Record<string, string>;
  errors?: FieldErrors;
  done?: string;
}

const dollars = (cents: Cents | undefined) => (cents === undefined ? "" : centsToDollars(cents).toFixed(2));

/**
 * The rate card: per model, a daily, weekly and monthly rate and the security
 * deposit. Delivery and pick-up are each the delivery fee for the renter's ZIP.
 */
export function RateCardForms({
  rates,
  state,
}: {
  rates: Partial<Record<HomeModel, RentalRates>>;
  state?: RateFormState;
}) {
  return (
    <>
      <p className="mb-4 max-w-2xl">
        A stay is priced as the cheapest mix of whole months, weeks and days that covers it. Delivery and pick-up are
        each charged as the delivery fee for the renter's ZIP. Leave a model without rates to keep it off the public
        Rent page.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {MODELS.map((model) => {
          const own = state?.model === model ? state : undefined;
          const card = rates[model];
          const saved = {
            model,
            daily: dollars(card?.dailyCents),
            weekly: dollars(card?.weeklyCents),
            monthly: dollars(card?.monthlyCents),
            deposit: dollars(card?.depositCents),
          };
          const field = bindFields(own?.errors ? { ...saved, ...own.values } : saved, own?.errors ?? {});
          const name = modelNames[model];
          return (
            <Form
              key={`${model}-${JSON.stringify(saved)}`}
              method="post"
              aria-label={`Rates of the ${name}`}
              className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2"
            >
              <h3 className="font-sans text-lg font-semibold sm:col-span-2">{name}</h3>
              <input type="hidden" name="intent" value="save-rates" />
              <input type="hidden" name="model" value={model} />
              <div className="sm:col-span-2">
                <Alert focusOnLoad tone={own?.errors ? "error" : "success"}>
                  {own?.errors ? "Please check the rates marked below." : (own?.done ?? null)}
                </Alert>
              </div>
              <Field label="Daily rate ($)" inputMode="decimal" autoComplete="off" {...field("daily")} />
              <Field label="Weekly rate ($)" inputMode="decimal" autoComplete="off" {...field("weekly")} />
              <Field label="Monthly rate ($)" inputMode="decimal" autoComplete="off" {...field("monthly")} />
              <Field label="Security deposit ($)" inputMode="decimal" autoComplete="off" {...field("deposit")} />
              <div className="sm:col-span-2">
                <Button type="submit" variant="secondary">
                  Save rates<span className="sr-only"> of the {name}</span>
                </Button>
              </div>
            </Form>
          );
        })}
      </div>
    </>
  );
}
