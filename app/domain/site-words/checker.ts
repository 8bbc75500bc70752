/** The checks every block of the owner's words shares, filing each message under its field's path. */
import { siteLinkProblem } from "#app/domain/site/site-link";

import { type TextBlock, WORDS_LIMITS, type WordsLink, type WordsPicture } from "./blocks";

/** Each field's message, keyed by its path (`entries.2.question`), as the editor shows it beside the field. */
export type WordsErrors = Record<string, string>;

interface TextRule {
  label: string;
  max: number;
  required?: boolean;
}

const TAG = /<\s*\/?\s*[a-z!?]/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Why a piece of typed text cannot be kept, or null when it can. */
export function textProblem(value: string, { label, max, required = true }: TextRule): string | null {
  const trimmed = value.trim();
  if (!trimmed) return required ? `Write the ${label}.` : null;
  if (value.length > max) {
    return `Keep the ${label} under ${max.toLocaleString("en-US")} characters (it has ${value.length.toLocaleString("en-US")}).`;
  }
  if (TAG.test(value))
    return `Write plain words: the page styles them itself, so tags such as <b> or <script> are not needed.`;
  if (CONTROL.test(value)) return `The ${label} holds an invisible character; please retype it.`;
  return null;
}

export class Checker {
  readonly errors: WordsErrors = {};

  /** Runs a block's own check and files its messages under `path`. */
  nested<T>(path: string, checked: Checked<T>): void {
    if (checked.ok) return;
    for (const [key, message] of Object.entries(checked.errors)) this.fail(`${path}.${key}`, message);
  }

  text(path: string, value: string, rule: TextRule): void {
    const problem = textProblem(value, rule);
    if (problem && !(path in this.errors)) this.errors[path] = problem;
  }

  fail(path: string, message: string): void {
    if (!(path in this.errors)) this.errors[path] = message;
  }

  link(path: string, link: WordsLink | null): void {
    if (!link) return;
    const to = link.to.trim();
    if (!to) this.fail(`${path}.to`, "Give the link an address: a page of the site such as /Specs, or https://…");
    else {
      const problem = siteLinkProblem(to);
      if (problem) this.fail(`${path}.to`, `For the link, ${problem}`);
    }
    this.text(`${path}.label`, link.label, { label: "link's words", max: WORDS_LIMITS.linkLabel });
  }

  picture(path: string, picture: WordsPicture | null): void {
    if (!picture) return;
    if (!Number.isInteger(picture.photoId) || picture.photoId <= 0)
      this.fail(`${path}.photoId`, "Choose a picture from the library.");
    this.text(`${path}.description`, picture.description, {
      label: "picture's description (what a visitor who cannot see it should know)",
      max: WORDS_LIMITS.description,
    });
  }

  body(path: string, body: readonly TextBlock[]): void {
    if (body.length === 0) this.fail(path, "Write at least one paragraph.");
    if (body.length > WORDS_LIMITS.paragraphs)
      this.fail(path, `Keep it to ${WORDS_LIMITS.paragraphs} paragraphs and lists.`);
    body.forEach((block, index) => {
      if (block.kind === "paragraph") {
        this.text(`${path}.${index}`, block.text, { label: "paragraph", max: WORDS_LIMITS.paragraph });
        return;
      }
      if (block.items.length === 0) this.fail(`${path}.${index}`, "Give the list at least one item.");
      if (block.items.length > WORDS_LIMITS.listItems)
        this.fail(`${path}.${index}`, `Keep a list to ${WORDS_LIMITS.listItems} items.`);
      block.items.forEach((item, itemIndex) =>
        this.text(`${path}.${index}.${itemIndex}`, item, { label: "list item", max: WORDS_LIMITS.listItem }),
      );
    });
  }
}

export type Checked<T> = { ok: true; words: T } | { ok: false; errors: WordsErrors };

export const result = <T>(checker: Checker, words: T): Checked<T> =>
  Object.keys(checker.errors).length === 0 ? { ok: true, words } : { ok: false, errors: checker.errors };
