import type { ComponentProps, ReactElement } from "react";
import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { bindFields } from "#app/components/ui/bind-fields";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { ScrollRegion } from "#app/components/ui/scroll-region";
import { Select } from "#app/components/ui/select";
import { SendButton } from "#app/components/ui/send-button";
import { HeaderRow } from "#app/components/ui/table";
import { Textarea } from "#app/components/ui/textarea";
import { lineChangeMessage } from "#app/content/proposals/proposals";
import { formatCents } from "#app/domain/common/money";
import { GROUP_NAME_MAX } from "#app/domain/proposals/choices";
import { DESCRIPTION_MAX, type LineOutcome, TERMS_MAX } from "#app/domain/proposals/draft";
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS } from "#app/domain/proposals/status";
import type { ProposalTotals } from "#app/domain/proposals/totals";
import type { DraftFormState, DraftTaxView } from "#app/domain/proposals/views";

import { PaymentScheduleFields } from "./payment-schedule-fields";
import { ProposalTaxFields } from "./proposal-tax-fields";

const offerOptions = [
  { value: "included", label: "Always included" },
  { value: "option", label: "Option to add" },
  { value: "alternative", label: "One of a group" },
];

const termsOptions = PAYMENT_TERMS.map((value) => ({ value, label: PAYMENT_TERMS_LABELS[value] }));

const cell =
  "min-h-11 w-full rounded-lg border-2 border-stone-300 bg-white px-2 py-1.5 text-base focus:border-sky-deep";
const small =
  "min-h-11 rounded-lg px-2 text-sm font-semibold text-sky-deep underline underline-offset-4 hover:text-evergreen-800 disabled:opacity-40";

const STATUS_ID = "draft-status";
const ADD_LINE_ID = "draft-add-line";
type LineControl = "description" | "quantity" | "price" | "offer" | "group" | "up" | "down" | "remove";
const lineControlId = (index: number, control: LineControl) => `line-${index}-${control}`;

/**
 * Where the owner's focus goes after a line button (each press loads the editor again), given the
 * lines there are now: the same button on the line that moved, the next line's Remove, or a new
 * line's description. Up on the first line and Down on the last are disabled, so a line moved
 * there keeps the other one.
 */
function focusAfter(change: LineOutcome | undefined, lineCount: number): string | null {
  switch (change?.kind) {
    case "added":
      return lineControlId(change.index, "description");
    case "full":
      return ADD_LINE_ID;
    case "removed":
      return lineCount === 0 ? ADD_LINE_ID : lineControlId(Math.min(change.index, lineCount - 1), "remove");
    case "moved": {
      const up = change.to < change.from;
      const atEdge = up ? change.to === 0 : change.to === lineCount - 1;
      return lineControlId(change.to, up !== atEdge ? "up" : "down");
    }
    default:
      return null;
  }
}

/** A line's cell: its input (`children`, whose id the label names) and a label for screen readers. */
function LineCell({ label, children }: { label: string; children: ReactElement<{ id: string }> }) {
  return (
    <td className="p-1">
      <label className="sr-only" htmlFor={children.props.id}>
        {label}
      </label>
      {children}
    </td>
  );
}

/** A line's button (Up, Down, Remove): it posts the whole form with the operation as `op`. */
function LineButton(props: Omit<ComponentProps<"button">, "type" | "name" | "className">) {
  return <button {...props} type="submit" name="op" className={small} />;
}

/**
 * The draft editor: lines (add, edit, move, remove, a discount), the delivery
 * address and sales tax, the payment schedule, payment terms, valid-until and terms. Every button posts the whole form, so
 * nothing typed is lost and it all works without JavaScript.
 */
export function ProposalDraftForm({
  state,
  totals,
  tax,
  buyerQuestion,
  units,
}: {
  state: DraftFormState;
  /** The units a per-unit stage is split over. */
  units: number;
  totals: ProposalTotals;
  tax: DraftTaxView | null;
  buyerQuestion: string | null;
}) {
  const { values } = state;
  const errors = state.errors ?? {};
  const lineErrors = Object.entries(errors).filter(([key]) => key.startsWith("line-"));
  const stageErrors = Object.keys(errors).filter((key) => key.startsWith("stage-") || key === "schedule").length;
  const focusId = focusAfter(state.lineChange, values.lines.length);
  const field = bindFields(values, errors);
  // After a line button, autofocus (the one way without JavaScript, as Alert's focusOnLoad) puts the
  // owner back on the line; that control also carries the message, so a screen reader reads both.
  const focusProps = (id: string) => ({
    id,
    autoFocus: id === focusId,
    "aria-describedby": id === focusId ? STATUS_ID : undefined,
  });
  return (
    <Form method="post" aria-label="Edit the draft" className="grid gap-6">
      {/* Enter in a field saves: the first submit button of the form. */}
      <div className="flex flex-wrap items-center gap-3">
        <SendButton label="Save draft" busyLabel="Saving…" name="intent" value="save" variant="secondary" />
        <p className="text-sm text-stone-700">Drafts are yours alone until you send them.</p>
      </div>
      <Alert
        id={STATUS_ID}
        focusOnLoad={focusId === null}
        tone={errors.form || lineErrors.length || stageErrors || state.problems?.length ? "error" : "success"}
      >
        {errors.form ??
          (stageErrors && !lineErrors.length
            ? "Please check the payment schedule: each message is beside its field."
            : null) ??
          (lineErrors.length
            ? `Please check ${lineErrors.length === 1 ? "one line" : `${lineErrors.length} lines`}: ${lineErrors.map(([, message]) => message).join(" ")}`
            : state.problems?.length
              ? `Not sent yet. ${state.problems.join(" ")}`
              : state.lineChange
                ? lineChangeMessage(state.lineChange)
                : state.saved
                  ? "Draft saved."
                  : null)}
      </Alert>
      <fieldset className="grid min-w-0 gap-3">
        <legend className="text-xl font-semibold">Lines</legend>
        <ScrollRegion label="The proposal's lines" className="relative overflow-x-auto">
          <table className="w-full min-w-[60rem] border-collapse text-left text-sm">
            <caption className="sr-only">The proposal&apos;s lines, in order</caption>
            <thead>
              <HeaderRow
                columns={[
                  ["Description", "p-1"],
                  ["Quantity", "w-24 p-1"],
                  ["Unit price ($)", "w-36 p-1"],
                  ["Offered as", "w-44 p-1"],
                  ["Choice group", "w-40 p-1"],
                  [<span className="sr-only">Move or remove</span>, "p-1"],
                ]}
              />
            </thead>
            <tbody>
              {values.lines.map((line, index) => {
                const n = index + 1;
                const invalid = (control: LineControl) => (errors[lineControlId(index, control)] ? true : undefined);
                return (
                  <tr key={index} className="align-top">
                    <LineCell label={`Line ${n} description`}>
                      <input
                        {...focusProps(lineControlId(index, "description"))}
                        name="description"
                        defaultValue={line.description}
                        maxLength={DESCRIPTION_MAX}
                        aria-invalid={invalid("description")}
                        className={cell}
                      />
                    </LineCell>
                    <LineCell label={`Line ${n} quantity`}>
                      <input
                        id={lineControlId(index, "quantity")}
                        name="quantity"
                        inputMode="numeric"
                        defaultValue={line.quantity}
                        aria-invalid={invalid("quantity")}
                        className={cell}
                      />
                    </LineCell>
                    <LineCell label={`Line ${n} unit price in dollars`}>
                      <input
                        id={lineControlId(index, "price")}
                        name="price"
                        inputMode="decimal"
                        defaultValue={line.price}
                        placeholder="Not priced"
                        aria-invalid={invalid("price")}
                        className={cell}
                      />
                    </LineCell>
                    <LineCell label={`Line ${n}: offered as`}>
                      <select
                        id={lineControlId(index, "offer")}
                        name="offer"
                        defaultValue={line.offer}
                        aria-invalid={invalid("offer")}
                        className={cell}
                      >
                        {offerOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </LineCell>
                    <LineCell label={`Line ${n}: choice group, for an alternative`}>
                      <input
                        id={lineControlId(index, "group")}
                        name="group"
                        defaultValue={line.group}
                        maxLength={GROUP_NAME_MAX}
                        placeholder="Paint colour"
                        aria-invalid={invalid("group")}
                        className={cell}
                      />
                    </LineCell>
                    <td className="p-1 whitespace-nowrap">
                      <LineButton
                        {...focusProps(lineControlId(index, "up"))}
                        value={`up:${index}`}
                        disabled={index === 0}
                        aria-label={`Move line ${n} up`}
                      >
                        Up
                      </LineButton>
                      <LineButton
                        {...focusProps(lineControlId(index, "down"))}
                        value={`down:${index}`}
                        disabled={index === values.lines.length - 1}
                        aria-label={`Move line ${n} down`}
                      >
                        Down
                      </LineButton>
                      <LineButton
                        {...focusProps(lineControlId(index, "remove"))}
                        value={`remove:${index}`}
                        aria-label={`Remove line ${n}`}
                      >
                        Remove
                      </LineButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
        <div className="flex flex-wrap gap-3">
          <Button {...focusProps(ADD_LINE_ID)} type="submit" name="op" value="add" variant="secondary">
            Add a line
          </Button>
          <Button type="submit" name="op" value="add-discount" variant="secondary">
            Add a discount
          </Button>
        </div>
        <p className="text-sm text-stone-700">A discount is a line with a negative price, such as -500.</p>
        <p className="text-sm text-stone-700">
          The buyer may add an <strong>option</strong> or leave it out, and picks exactly one{" "}
          <strong>alternative</strong> of each choice group (lines with the same group name); a group&apos;s first line
          is chosen until they pick another. The totals below are for the lines chosen first.
        </p>
      </fieldset>
      <ProposalTaxFields values={values} errors={errors} tax={tax} buyerQuestion={buyerQuestion} />
      <PaymentScheduleFields stages={values.stages} errors={errors} units={units} />
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <legend className="text-xl font-semibold">Payment terms</legend>
        <Select label="Payment terms" {...field("paymentTerms")} options={termsOptions} />
        <Field label="Valid until" {...field("validUntil")} type="date" hint="It holds to 11:59 PM Pacific that day." />
        <Textarea label="Terms" {...field("terms")} rows={8} maxLength={TERMS_MAX} className="sm:col-span-2" />
      </fieldset>
      <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-stone-100 p-4">
        <dt>Subtotal (as last saved)</dt>
        <dd className="text-right tabular-nums">{formatCents(totals.subtotalCents)}</dd>
        <dt>Tax{tax?.rate ? ` (code ${tax.rate.code}, ${tax.rate.rate}%)` : ""}</dt>
        <dd className="text-right tabular-nums">{formatCents(totals.taxCents)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{formatCents(totals.totalCents)}</dd>
        <dt>Deposit</dt>
        <dd className="text-right tabular-nums">{formatCents(totals.depositCents)}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <SendButton label="Save draft" busyLabel="Saving…" name="intent" value="save" variant="secondary" />
        <SendButton label="Send to the buyer" busyLabel="Sending…" name="intent" value="send" />
      </div>
    </Form>
  );
}
