/** The Pages editor's forms: keep the draft, preview, publish, schedule, revert. */
import { data, redirect } from "react-router";

import { factWords } from "#app/content/site/fact-words";
import { isContentWords, type PageKey, type PageWordsByKey } from "#app/domain/site-words/blocks";
import type { Checked, WordsErrors } from "#app/domain/site-words/checker";
import { contentFromForm, parsePartIntent, reshapeContent } from "#app/domain/site-words/content-pages";
import { CONTENT_DESIGNS, isContentPageKey } from "#app/domain/site-words/designs";
import {
  faqFromForm,
  type FaqIntent,
  homeFromForm,
  noticeFromForm,
  parseFaqIntent,
  type PostedFields,
  reshapeFaq,
  reshapeStory,
  storyFromForm,
} from "#app/domain/site-words/forms";
import { checkPageWords } from "#app/domain/site-words/page-checks";
import { instantOfBusinessTime, scheduleProblem } from "#app/domain/site-words/schedule";
import type { Actor } from "#app/server/audit/record.server";
import { readForm } from "#app/server/http/form-data.server";
import { photosById } from "#app/server/photos/queries.server";
import { cancelSchedule, revertTo, saveWords } from "#app/server/site-words/changes.server";
import { refreshPublishedWords } from "#app/server/site-words/published-words.server";

/** What the editor shows after a post: the words as typed, and what became of them. */
export interface PageFormState<K extends PageKey = PageKey> {
  /** Null when the post held no words (a revert): the editor shows the draft as stored. */
  words: PageWordsByKey[K] | null;
  /** The draft revision the next save is checked against. */
  revision: number;
  errors: WordsErrors;
  message: { tone: "error" | "success" | "info"; text: string } | null;
  publishAt: string;
}

const INTENTS = ["save", "preview", "publish", "schedule"] as const;
type SaveIntent = (typeof INTENTS)[number];

function postedFields(form: FormData): PostedFields {
  const fields: PostedFields = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

const NOT_SAVED_YET = {
  tone: "info",
  text: "Not saved yet: save the draft or publish when the page is as you want it.",
} as const;

const STALE =
  "Someone else changed this page since you opened it, so your words were not saved. They are below as you typed them: save again to replace the other changes with yours, or open the page again to see them first.";

/** A chosen picture must still be in the library: one removed since the form was opened is named beside its field. */
async function withLibraryPictures<K extends PageKey>(
  words: PageWordsByKey[K],
  checked: Checked<PageWordsByKey[K]>,
): Promise<Checked<PageWordsByKey[K]>> {
  const chosen = picturesChosen(words).filter(([, id]) => id > 0);
  if (chosen.length === 0) return checked;
  const found = await photosById(chosen.map(([, id]) => id));
  const errors: WordsErrors = checked.ok ? {} : { ...checked.errors };
  for (const [path, id] of chosen)
    if (!found.has(id) && !(path in errors))
      errors[path] = "That picture is no longer in the photo library; choose another.";
  return Object.keys(errors).length === 0 ? checked : { ok: false, errors };
}

/** Each library picture the words choose, with the path of its field. */
function picturesChosen(words: PageWordsByKey[PageKey]): [string, number][] {
  if (isContentWords(words)) return words.picture ? [["picture.photoId", words.picture.photoId]] : [];
  if (!("chapters" in words)) return [];
  return words.chapters.flatMap((chapter, index): [string, number][] =>
    chapter.picture ? [[`chapters.${index}.picture.photoId`, chapter.picture.photoId]] : [],
  );
}

const FROM_FORM = {
  home: homeFromForm,
  story: storyFromForm,
  faq: faqFromForm,
  notice: noticeFromForm,
} as const;

/** The words the form posts, read by the page's own rules or, for a content page, by its design. */
function wordsFromForm<K extends PageKey>(page: K, fields: PostedFields): PageWordsByKey[K] {
  if (isContentPageKey(page)) return contentFromForm(CONTENT_DESIGNS[page], fields) as PageWordsByKey[K];
  return FROM_FORM[page as keyof typeof FROM_FORM](fields) as PageWordsByKey[K];
}

export async function handlePageForm<K extends PageKey>(request: Request, actor: Actor, page: K) {
  const fields = postedFields(await readForm(request));
  const revision = Number.parseInt(fields.revision ?? "", 10);
  const intent = fields.intent ?? "";
  const publishAt = (fields.publishAt ?? "").trim();
  const refuse = (status: number, state: Omit<PageFormState, "publishAt">) =>
    data<PageFormState>({ ...state, publishAt }, { status });
  if (!Number.isInteger(revision))
    throw data("That form could not be read. Please reload the page and try again.", { status: 400 });

  const revert = /^revert-(\d{1,6})$/.exec(intent);
  // Pages with a list the owner reshapes (questions, chapters) read its buttons too.
  const listIntent: FaqIntent | null = page === "faq" || page === "story" ? parseFaqIntent(intent) : null;
  const words = wordsFromForm(page, fields);

  if (revert) {
    const result = await revertTo(actor, page, Number(revert[1]), revision);
    if (!result.ok && result.reason === "missing") {
      return refuse(404, {
        words: null,
        revision,
        errors: {},
        message: {
          tone: "error",
          text: `There is no published version ${revert[1]} of this page to restore; nothing was changed.`,
        },
      });
    }
    if (!result.ok) {
      const text =
        "Someone else changed this page since you opened it, so nothing was restored. Look over the page as it is now and try again.";
      return refuse(409, { words: null, revision: result.revision, errors: {}, message: { tone: "error", text } });
    }
    await refreshPublishedWords();
    throw redirect(`/admin/pages/${page}?done=reverted`);
  }
  if (intent === "cancel-schedule") {
    await cancelSchedule(actor, page);
    throw redirect(`/admin/pages/${page}?done=cancelled`);
  }
  const partIntent = isContentPageKey(page) ? parsePartIntent(intent) : null;
  if (partIntent && isContentPageKey(page)) {
    // A content page's items are added, removed and moved in the form only, as the lists above.
    const design = CONTENT_DESIGNS[page];
    return data<PageFormState>({
      words: reshapeContent(design, words as PageWordsByKey[typeof page], partIntent) as PageWordsByKey[K],
      revision,
      errors: {},
      message: NOT_SAVED_YET,
      publishAt,
    });
  }
  if (listIntent && listIntent.kind !== "save" && listIntent.kind !== "publish" && listIntent.kind !== "schedule") {
    // Adding, removing or moving an item changes the form only: nothing is saved until Save or Publish.
    const reshaped =
      page === "faq"
        ? reshapeFaq(words as PageWordsByKey["faq"], listIntent)
        : reshapeStory(words as PageWordsByKey["story"], listIntent);
    return data<PageFormState>({
      words: reshaped as PageWordsByKey[K],
      revision,
      errors: {},
      message: NOT_SAVED_YET,
      publishAt,
    });
  }
  if (!INTENTS.includes(intent as SaveIntent)) {
    return refuse(400, {
      words,
      revision,
      errors: {},
      message: { tone: "error", text: "That button could not be read. Please reload the page and try again." },
    });
  }
  const checked = await withLibraryPictures(words, checkPageWords(page, words, factWords));
  if (!checked.ok) {
    return refuse(400, {
      words,
      revision,
      errors: checked.errors,
      message: {
        tone: "error",
        text: "Some words need a change; each is marked below. Nothing was saved, and the live page is as it was.",
      },
    });
  }
  const mode = intent as SaveIntent;
  let at: Date | null = null;
  if (mode === "schedule") {
    at = instantOfBusinessTime(publishAt);
    const problem = scheduleProblem(at, new Date());
    if (problem)
      return refuse(400, {
        words,
        revision,
        errors: { publishAt: problem },
        message: { tone: "error", text: problem },
      });
  }
  const result = await saveWords(
    actor,
    page,
    checked.words,
    revision,
    mode === "schedule" && at ? { kind: "schedule", at } : mode === "publish" ? { kind: "publish" } : { kind: "draft" },
  );
  if (!result.ok) {
    return refuse(409, {
      words,
      revision: result.reason === "stale" ? result.revision : revision,
      errors: {},
      message: { tone: "error", text: STALE },
    });
  }
  if (mode === "publish") await refreshPublishedWords();
  if (mode === "preview") throw redirect(`/admin/pages/${page}/preview`);
  throw redirect(`/admin/pages/${page}?done=${{ save: "saved", publish: "published", schedule: "scheduled" }[mode]}`);
}
