import { data, Form, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { ContentFields } from "#app/components/site-words/console/content-editor";
import { FactsList } from "#app/components/site-words/console/facts-list";
import { FaqFields } from "#app/components/site-words/console/faq-editor";
import { NoticeFields } from "#app/components/site-words/console/notice-editor";
import { PageVersions } from "#app/components/site-words/console/page-versions";
import { HomeFields, StoryFields } from "#app/components/site-words/console/page-words-editor";
import { Alert } from "#app/components/ui/alert";
import { Field } from "#app/components/ui/field";
import { HeadedSection } from "#app/components/ui/headed-section";
import { SendButton } from "#app/components/ui/send-button";
import { factWords } from "#app/content/site/fact-words";
import { specCodeRows } from "#app/content/site/specs";
import { type ContentWords, isPageKey, PAGE_TITLES, type PageWordsByKey } from "#app/domain/site-words/blocks";
import { CONTENT_DESIGNS, isContentPageKey } from "#app/domain/site-words/designs";
import { formatBusinessDateTime } from "#app/domain/time/business-time";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { listLibraryPhotos } from "#app/server/photos/queries.server";
import { readEditedPage } from "#app/server/site-words/changes.server";

import type { Route } from "./+types/page-edit";
import { handlePageForm } from "./page-edit.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Edit ${loaderData.title}` : "Edit a page")();

const DONE: Record<string, string> = {
  saved: "Draft saved. The live page is unchanged until you publish.",
  published: "Published: the page shows these words now.",
  scheduled: "Scheduled: the page shows these words from the time you chose.",
  reverted: "Restored: the page shows that version again, as a new version at the top of the list.",
  cancelled: "The scheduled publish is called off; the live page is unchanged.",
};

function pageParam(value: string | undefined) {
  if (!isPageKey(value)) throw data(null, { status: 404 });
  return value;
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const page = pageParam(params.page);
  const edited = await readEditedPage(page);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    page,
    ...PAGE_TITLES[page],
    draft: edited.draft as PageWordsByKey[typeof page],
    revision: edited.draftRevision,
    publishedNumber: edited.publishedNumber,
    scheduled: edited.scheduled ? { number: edited.scheduled.number, at: edited.scheduled.at.toISOString() } : null,
    versions: edited.versions.map((version) => ({
      number: version.number,
      publishedAt: version.publishedAt?.toISOString() ?? null,
      revertedFrom: version.revertedFrom,
      createdByEmail: version.createdByEmail,
    })),
    done: DONE[done] ?? null,
    // The photo library, for a page whose sections may show a picture.
    library: page === "story" || isContentPageKey(page) ? await listLibraryPhotos() : [],
  };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handlePageForm(request, admin.actor, pageParam(params.page));
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, title, lead, path, scheduled } = loaderData;
  const words = actionData?.words ?? loaderData.draft;
  const revision = actionData?.revision ?? loaderData.revision;
  const errors = actionData?.errors ?? {};
  const message = actionData?.message ?? (loaderData.done ? { tone: "success" as const, text: loaderData.done } : null);
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/pages">Back to all pages</Link>
      </p>
      <ConsoleHeading
        title={title}
        lead={
          <>
            {lead} Live at{" "}
            <a href={path} className="underline underline-offset-4">
              {path}
            </a>
            .
          </>
        }
      />
      <Alert focusOnLoad tone={message?.tone ?? "success"} className="mb-6">
        {message?.text}
      </Alert>
      <HeadedSection headingId="draft-heading" className="max-w-3xl" headingClassName="mb-4 text-2xl" title="Draft">
        <Form method="post" noValidate aria-labelledby="draft-heading" className="grid gap-6">
          <input type="hidden" name="revision" value={revision} />
          {isContentPageKey(page) ? (
            <ContentFields
              design={CONTENT_DESIGNS[page]}
              words={words as ContentWords}
              errors={errors}
              library={loaderData.library}
              facts={{ ...factWords, ...CONTENT_DESIGNS[page].siteFacts }}
              codeRows={page === "specs" ? specCodeRows : undefined}
            />
          ) : null}
          {isContentPageKey(page) ? null : <FactsList facts={factWords} />}
          {page === "home" ? <HomeFields words={words as PageWordsByKey["home"]} errors={errors} /> : null}
          {page === "story" ? (
            <StoryFields words={words as PageWordsByKey["story"]} errors={errors} library={loaderData.library} />
          ) : null}
          {page === "faq" ? <FaqFields words={words as PageWordsByKey["faq"]} errors={errors} /> : null}
          {page === "notice" ? <NoticeFields words={words as PageWordsByKey["notice"]} errors={errors} /> : null}
          <div className="flex flex-wrap gap-3">
            <SendButton label="Save draft" busyLabel="Saving…" name="intent" value="save" variant="secondary" />
            <SendButton
              label="Save and preview"
              busyLabel="Saving…"
              name="intent"
              value="preview"
              variant="secondary"
            />
            <SendButton label="Publish now" busyLabel="Publishing…" name="intent" value="publish" />
          </div>
          <fieldset className="grid gap-3 rounded-xl border border-stone-200 bg-white p-5">
            <legend className="px-1 text-lg font-semibold">Publish later</legend>
            {scheduled ? (
              <p className="text-stone-700">
                A version is already scheduled for {formatBusinessDateTime(scheduled.at)}; scheduling again replaces it.
              </p>
            ) : null}
            <Field
              label="Publish at (Pacific time)"
              type="datetime-local"
              name="publishAt"
              defaultValue={actionData?.publishAt ?? ""}
              error={errors.publishAt}
              className="max-w-xs"
            />
            <div>
              <SendButton label="Schedule" busyLabel="Scheduling…" name="intent" value="schedule" variant="secondary" />
            </div>
          </fieldset>
        </Form>
      </HeadedSection>
      <HeadedSection
        headingId="versions-heading"
        className="mt-10 max-w-3xl"
        headingClassName="mb-4 text-2xl"
        title="Versions"
      >
        <PageVersions
          versions={loaderData.versions}
          publishedNumber={loaderData.publishedNumber}
          scheduled={scheduled}
          revision={revision}
        />
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
