import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { getDb } from "#app/server/db/client.server";
import { user } from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";

import { ACTIVITY_PAGE_SIZE, activityPage, activitySubjectTypes } from "./console-queries.server";
import { recordChange } from "./record.server";

const owner = { id: null, email: "owner@nestz.example" };

describe("the Activity page's entries", () => {
  it("say who, when, what and which fields changed, naming the subject where it can", async () => {
    const id = randomUUID();
    await getDb().insert(user).values({ id, email: "helper@example.com" });
    const emailId = await enqueueEmail(getDb(), {
      kind: "test",
      to: "buyer@example.com",
      subject: "Your order",
      text: "Thanks.",
    });
    await recordChange(getDb(), owner, {
      action: "person.admin-granted",
      subjectType: "person",
      subjectId: id,
      before: { role: "user" },
      after: { role: "admin" },
    });
    await recordChange(getDb(), owner, {
      action: "email.retried",
      subjectType: "email",
      subjectId: emailId,
      before: { status: "uncertain", lastError: "The sender stopped while sending." },
      after: { status: "pending", lastError: null },
    });
    await recordChange(getDb(), owner, {
      action: "product.archived",
      subjectType: "product",
      subjectId: 7,
      before: { archived: false },
      after: { archived: true },
    });

    const { entries } = await activityPage({});
    const [product, email, person] = entries;
    expect(person).toMatchObject({
      actorEmail: "owner@nestz.example",
      what: "Gave the admin role",
      subject: { type: "person", label: "helper@example.com", href: "/admin/people?q=helper%40example.com" },
      changes: [{ label: "Role", before: { text: "user" }, after: { text: "admin" } }],
    });
    expect(person?.when).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    expect(email).toMatchObject({
      what: "Put a failed email back in the queue",
      subject: { label: "“Your order” to buyer@example.com", href: `/admin/email/${emailId}` },
      changes: [
        { label: "Status", before: { text: "uncertain" }, after: { text: "pending" } },
        { label: "Last error", before: { text: "The sender stopped while sending." }, after: { text: "(none)" } },
      ],
    });
    expect(product).toMatchObject({ what: "Product archived", subject: { label: "Product 7", href: null } });
  });

  it("page from newest to oldest with `before`, and filter by kind of subject", async () => {
    for (let n = 0; n < ACTIVITY_PAGE_SIZE + 3; n++) {
      await recordChange(getDb(), owner, {
        action: "settings.updated",
        subjectType: "settings",
        subjectId: 1,
        before: { unitsReady: n },
        after: { unitsReady: n + 1 },
      });
    }
    const first = await activityPage({ subjectType: "settings" });
    expect(first.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(first.entries.every((entry) => entry.subject.type === "settings")).toBe(true);
    expect(first.entries[0]?.changes[0]?.after?.text).toBe(String(ACTIVITY_PAGE_SIZE + 3));
    const second = await activityPage({ subjectType: "settings", before: first.older ?? 0 });
    expect(second.entries).toHaveLength(3);
    expect(second.older).toBeNull();
    expect(second.entries[0]!.id).toBeLessThan(first.entries.at(-1)!.id);
    expect(await activitySubjectTypes()).toEqual(["email", "person", "product", "settings"]);
  });
});
