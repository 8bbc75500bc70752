import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { bindFields } from "#app/components/ui/bind-fields";
import { Field } from "#app/components/ui/field";
import { ErrorText } from "#app/components/ui/field-frame";
import { HeadedSection } from "#app/components/ui/headed-section";
import { SendButton } from "#app/components/ui/send-button";
import { DELIVERED_BY_MAX, NAME_MAX, PLACE_MAX } from "#app/domain/proposals/delivery-record";
import type { DeliveryFormState, DeliveryRecordView } from "#app/domain/proposals/views";

import { SignaturePad } from "./signature-pad";

const ACKNOWLEDGED_ERROR_ID = "delivery-acknowledged-error";

/**
 * The out-of-state delivery's record, taken on the day: who delivered, where,
 * who received the homes, and the buyer's acknowledgement. The buyer types
 * their name (which works without JavaScript) and, where a screen can take
 * it, may also sign by hand.
 */
export function DeliveryRecordForm({
  records,
  state,
  defaultState,
  canRecord,
}: {
  records: DeliveryRecordView[];
  state: DeliveryFormState | undefined;
  defaultState: string;
  canRecord: boolean;
}) {
  const values = state?.values ?? { state: defaultState };
  const errors = state?.errors ?? {};
  const field = bindFields(
    {
      deliveredBy: values.deliveredBy ?? "",
      place: values.place ?? "",
      state: values.state ?? defaultState,
      receivedBy: values.receivedBy ?? "",
      acknowledgedName: values.acknowledgedName ?? "",
    },
    errors,
  );
  return (
    <HeadedSection
      headingId="delivery-record-heading"
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
      title="Delivery outside Washington"
    >
      <p>
        Received outside Washington, the sale carries no Washington sales tax; keep the record of the delivery, made on
        the day with the buyer (WAC 458-20-193).
      </p>
      {records.length > 0 ? (
        <ul className="grid gap-2">
          {records.map((record) => (
            <li key={record.id} className="rounded-lg bg-stone-100 p-3">
              Delivered {record.deliveredOn} to {record.place} by {record.deliveredBy}; received by {record.receivedBy}.{" "}
              {record.acknowledgement}, {record.recordedWhen}.
            </li>
          ))}
        </ul>
      ) : (
        <p>No delivery is on record yet.</p>
      )}
      {canRecord ? (
        <Form method="post" aria-label="Record the delivery" className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
          <input type="hidden" name="intent" value="record-delivery" />
          <Alert
            focusOnLoad
            tone={errors.form || Object.keys(errors).length ? "error" : "success"}
            className="sm:col-span-2"
          >
            {errors.form ??
              (Object.keys(errors).length
                ? "Please check the record."
                : state?.saved
                  ? "The delivery is on record."
                  : null)}
          </Alert>
          <Field
            label="Delivered by"
            {...field("deliveredBy")}
            maxLength={DELIVERED_BY_MAX}
            hint="The driver or carrier."
          />
          <Field label="Received by" {...field("receivedBy")} maxLength={NAME_MAX} />
          <Field
            label="Where the homes were left"
            {...field("place")}
            maxLength={PLACE_MAX}
            hint="The street address and city."
          />
          <Field label="State" {...field("state")} maxLength={2} hint="Two letters, such as OR." />
          <Field
            label="The buyer types their name"
            {...field("acknowledgedName")}
            maxLength={NAME_MAX}
            className="sm:col-span-2"
            autoComplete="off"
          />
          <SignaturePad name="signatureDrawing" error={errors.signatureDrawing} />
          <div className="sm:col-span-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="acknowledged"
                value="yes"
                aria-describedby={errors.acknowledged ? ACKNOWLEDGED_ERROR_ID : undefined}
                aria-invalid={errors.acknowledged ? true : undefined}
                className="size-5 shrink-0 accent-evergreen-800"
              />
              The buyer confirms they received the homes here today.
            </label>
            <ErrorText id={ACKNOWLEDGED_ERROR_ID}>{errors.acknowledged}</ErrorText>
          </div>
          <div className="sm:col-span-2">
            <SendButton label="Record the delivery" busyLabel="Recording…" />
          </div>
        </Form>
      ) : (
        <p>The delivery is recorded once the buyer has accepted.</p>
      )}
    </HeadedSection>
  );
}
