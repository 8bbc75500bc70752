import { data } from "react-router";

/** Why a save of a versioned item (a product, a category) was not made. */
export type RefusedSave<Item, Errors> =
  | { ok: false; reason: "invalid"; errors: Errors }
  | { ok: false; reason: "stale"; current: Item }
  | { ok: false; reason: "missing" };

/**
 * How a console edit page answers a refused save, the same on every page:
 * 404 when the item is gone; 409 with the item as it is now beside what was
 * typed, when someone else saved first; 400 with the form and its errors.
 */
export function answerRefusedSave<Item, Errors, Form>(
  refused: RefusedSave<Item, Errors>,
  forms: { conflict: (current: Item) => Form; invalid: (errors: Errors) => Form },
) {
  switch (refused.reason) {
    case "missing":
      throw data(null, { status: 404 });
    case "stale":
      return data({ form: forms.conflict(refused.current), notice: null }, { status: 409 });
    case "invalid":
      return data({ form: forms.invalid(refused.errors), notice: null }, { status: 400 });
  }
}
