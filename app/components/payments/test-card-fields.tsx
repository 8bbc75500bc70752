import { type Ref, useImperativeHandle, useRef, useState } from "react";

import { Field } from "#app/components/ui/field";
import {
  formatCardNumber,
  formatExpiry,
  type TestCardFormErrors,
  validateTestCardForm,
} from "#app/domain/payments/test-card-form";
import { TEST_CARDS, type TestCardField } from "#app/domain/payments/test-cards";

import type { CardMethod } from "./card-method";
import { confirmTestPayment } from "./payment-api";
import { TestModeNotice } from "./test-mode-notice";

const FIELDS: readonly TestCardField[] = ["number", "expiry", "cvc"];
const isField = (value: string | undefined): value is TestCardField => FIELDS.includes(value as TestCardField);

/** The built-in test provider's card form, labelled as test mode for everyone to see. */
export function TestCardFields({ ref }: { ref?: Ref<CardMethod> }) {
  const [values, setValues] = useState({ number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<TestCardFormErrors>({});
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);

  const showErrors = (next: TestCardFormErrors, focus: boolean) => {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (!focus || !first) return;
    const input = { number: numberRef, expiry: expiryRef, cvc: cvcRef }[first];
    input.current?.focus();
  };

  useImperativeHandle(ref, () => ({
    validate(focus) {
      const result = validateTestCardForm(values, new Date());
      showErrors(result.ok ? {} : result.errors, focus);
      return result.ok;
    },
    async confirm(intent, billingName) {
      const result = validateTestCardForm(values, new Date());
      if (!result.ok) {
        showErrors(result.errors, true);
        return { kind: "failed", message: "Please check the card details." };
      }
      const answer = await confirmTestPayment({
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        card: result.card,
        billingName,
      });
      if (answer.ok) return { kind: "succeeded", orderNumber: answer.data.order?.number };
      if (answer.code === "invalid_card" && isField(answer.field)) showErrors({ [answer.field]: answer.message }, true);
      if (answer.code === "card_declined") {
        return {
          kind: "failed",
          message: `${answer.message} Nothing was charged and your cart is saved, so you can try another card.`,
        };
      }
      return { kind: "failed", message: answer.message, retryable: answer.status === 0 || answer.status >= 500 };
    },
  }));

  const change = (field: TestCardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <fieldset className="grid gap-4">
      <legend className="text-xl font-semibold text-evergreen-900">Card details</legend>
      <TestModeNotice>
        <p className="mt-1">Use one of these test cards, with any future expiry date and any 3-digit code:</p>
        <ul className="mt-2 grid gap-1">
          <li>
            <span className="font-mono font-semibold whitespace-nowrap">{formatCardNumber(TEST_CARDS.succeeds)}</span>:
            the payment goes through
          </li>
          <li>
            <span className="font-mono font-semibold whitespace-nowrap">{formatCardNumber(TEST_CARDS.declined)}</span>:
            the card is declined
          </li>
        </ul>
      </TestModeNotice>
      <Field
        ref={numberRef}
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.number}
        onChange={(event) => change("number", formatCardNumber(event.target.value))}
        error={errors.number}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          ref={expiryRef}
          label="Expiry (MM/YY)"
          name="cardExpiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={values.expiry}
          onChange={(event) => change("expiry", formatExpiry(event.target.value, values.expiry))}
          error={errors.expiry}
        />
        <Field
          ref={cvcRef}
          label="CVC"
          name="cardCvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={values.cvc}
          onChange={(event) => change("cvc", event.target.value.replace(/\D/g, ""))}
          error={errors.cvc}
        />
      </div>
    </fieldset>
  );
}
