import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import { STAGE_NAME_MAX, STAGES_MAX } from "#app/domain/billing/schedule";
import {
  SHARE_KIND_LABELS,
  SHARE_KINDS,
  STAGE_FIELD_NAMES,
  type StageFormValues,
  TRIGGER_KIND_LABELS,
  TRIGGER_KINDS,
} from "#app/domain/billing/schedule-form";
import { BUILD_STAGE_LABELS, BUILD_STAGES, isBuildStage } from "#app/domain/production/stages";

const shareOptions = SHARE_KINDS.map((value) => ({ value, label: SHARE_KIND_LABELS[value] }));
const triggerOptions = TRIGGER_KINDS.map((value) => ({ value, label: TRIGGER_KIND_LABELS[value] }));
const buildStageOptions = BUILD_STAGES.map((value) => ({ value, label: BUILD_STAGE_LABELS[value] }));

const small =
  "min-h-11 rounded-lg px-2 text-sm font-semibold text-sky-deep underline underline-offset-4 hover:text-evergreen-800 disabled:opacity-40";

/**
 * The draft's payment schedule, one group of fields per stage: its name, its
 * share (a percentage, a fixed amount or the rest) and what triggers its
 * invoice, with its detail: the production stage every home must reach (a
 * select of the production board's stages) or the day. The buttons post the
 * whole form as `stageOp`, so rows are added, moved and removed without
 * JavaScript; each message sits beside its field.
 */
export function PaymentScheduleFields({
  stages,
  errors,
  units,
}: {
  stages: readonly StageFormValues[];
  errors: Record<string, string>;
  units: number;
}) {
  return (
    <fieldset className="grid min-w-0 gap-4" aria-describedby={errors.schedule ? "schedule-error" : undefined}>
      <legend className="text-xl font-semibold">Payment schedule</legend>
      <p className="text-sm text-stone-700">
        The stages add up to the total to the cent; the one on acceptance is the deposit the buyer pays by card. A stage
        paid as each unit is delivered is split over {units === 1 ? "the one unit" : `the ${units} units`}.
      </p>
      {errors.schedule ? (
        <p id="schedule-error" className="font-semibold text-red-800">
          {errors.schedule}
        </p>
      ) : null}
      <ol className="grid gap-4">
        {stages.map((stage, index) => {
          const n = index + 1;
          const error = (field: keyof StageFormValues) => errors[`stage-${index}-${field}`];
          return (
            <li key={index}>
              <fieldset className="grid min-w-0 gap-3 rounded-lg border border-stone-300 p-3 sm:grid-cols-2 [&>*]:min-w-0">
                <legend className="px-1 font-semibold">Stage {n}</legend>
                <Field
                  label={`Stage ${n} name`}
                  name={STAGE_FIELD_NAMES.name}
                  defaultValue={stage.name}
                  maxLength={STAGE_NAME_MAX}
                  error={error("name")}
                />
                <Select
                  label={`Stage ${n} share`}
                  name={STAGE_FIELD_NAMES.shareKind}
                  defaultValue={stage.shareKind}
                  options={shareOptions}
                  error={error("shareKind")}
                />
                <Field
                  label={`Stage ${n} percent or amount`}
                  name={STAGE_FIELD_NAMES.share}
                  defaultValue={stage.share}
                  inputMode="decimal"
                  hint="25 for 25%, or dollars for a fixed amount; empty for the rest."
                  error={error("share")}
                />
                <Select
                  label={`Stage ${n} invoiced`}
                  name={STAGE_FIELD_NAMES.trigger}
                  defaultValue={stage.trigger}
                  options={triggerOptions}
                  error={error("trigger")}
                />
                {stage.trigger === "build-stage" ? (
                  <Select
                    label={`Stage ${n} build stage`}
                    name={STAGE_FIELD_NAMES.detail}
                    defaultValue={isBuildStage(stage.detail) ? stage.detail : ""}
                    options={
                      isBuildStage(stage.detail)
                        ? buildStageOptions
                        : [{ value: "", label: "Choose a stage" }, ...buildStageOptions]
                    }
                    hint="Invoiced once every home reaches it on the production board."
                    error={error("detail")}
                    className="sm:col-span-2"
                  />
                ) : (
                  <Field
                    label={`Stage ${n} day`}
                    name={STAGE_FIELD_NAMES.detail}
                    defaultValue={isBuildStage(stage.detail) ? "" : stage.detail}
                    hint="For a stage invoiced on a date: the day, such as 2027-03-01."
                    error={error("detail")}
                    className="sm:col-span-2"
                  />
                )}
                <div className="flex flex-wrap gap-2 sm:col-span-2">
                  <button
                    type="submit"
                    name="stageOp"
                    value={`up:${index}`}
                    disabled={index === 0}
                    className={small}
                    aria-label={`Move stage ${n} up`}
                  >
                    Up
                  </button>
                  <button
                    type="submit"
                    name="stageOp"
                    value={`down:${index}`}
                    disabled={index === stages.length - 1}
                    className={small}
                    aria-label={`Move stage ${n} down`}
                  >
                    Down
                  </button>
                  <button
                    type="submit"
                    name="stageOp"
                    value={`remove:${index}`}
                    className={small}
                    aria-label={`Remove stage ${n}`}
                  >
                    Remove
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button type="submit" name="stageOp" value="add" variant="secondary" disabled={stages.length >= STAGES_MAX}>
          Add a stage
        </Button>
      </div>
    </fieldset>
  );
}
