import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { businessDay } from "#app/domain/time/business-time";
import { addDays } from "#app/domain/time/calendar-day";
import { attachmentResolvers } from "#app/email-attachments.server";
import { parseEnv } from "#app/server/config/env.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, documentVersions, outbox, quoteRequests } from "#app/server/db/schema.server";
import { MissingAttachmentError, resolveAttachments } from "#app/server/email/attachments.server";
import { startOutboxSender } from "#app/server/email/sender.server";
import { setUpSmtpInbox } from "#tests/support/test-services";

import {
  createDocument,
  removeDocument,
  replaceDocumentFile,
  restoreDocument,
  sendRequestedPapers,
  updateDocumentDetails,
} from "./changes.server";
import { expiringDocuments, listDocuments, listRemovedDocuments, requestedPapers } from "./console-queries.server";
import { currentPapers, documentVersionFile } from "./queries.server";

const owner = { id: null, email: "owner@nestz.example" };
const pdf = (label: string) => ({ fileName: `${label}.pdf`, bytes: Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`) });

async function request(papers: string[]) {
  const [row] = await getDb()
    .insert(quoteRequests)
    .values({
      idempotencyKey: randomUUID(),
      buyerType: "government",
      intent: "buy",
      name: "Grace Hopper",
      email: `grace-${randomUUID()}@example.com`,
      units: 2,
      model: "office",
      zip: "97201",
      neededBy: "2027-05",
      papers,
    })
    .returning();
  if (!row) throw new Error("no request");
  return row;
}

const inbox = setUpSmtpInbox();

describe("document versions", () => {
  it("keeps every earlier file when a document's file is replaced", async () => {
    const created = await createDocument(
      owner,
      { name: "Certificate 2026", kind: "other", expiresOn: null },
      pdf("one"),
    );
    const replaced = await replaceDocumentFile(owner, created.id, "2027-06-30", pdf("two"));
    expect(replaced.ok).toBe(true);
    const view = (await listDocuments()).find((document) => document.id === created.id);
    expect(view?.versions.map((version) => version.fileName)).toEqual(["two.pdf", "one.pdf"]);
    expect(view?.expiresOn).toBe("2027-06-30");
    expect((await documentVersionFile(created.versionId))?.content.toString()).toContain("% one");
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(created.id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["document.created", "document.replaced"]);
  });

  it("refuses a file the database would not hold, storing nothing", async () => {
    const before = await getDb().select({ id: documentVersions.id }).from(documentVersions);
    await expect(
      createDocument(
        owner,
        { name: "Empty", kind: "other", expiresOn: null },
        { fileName: "x.pdf", bytes: Buffer.alloc(0) },
      ),
    ).rejects.toThrow();
    expect(await getDb().select({ id: documentVersions.id }).from(documentVersions)).toHaveLength(before.length);
    expect(await replaceDocumentFile(owner, 999_999, null, pdf("none"))).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("changing and removing a document", () => {
  const auditOf = async (id: number) =>
    getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(id)))
      .orderBy(auditLog.id);

  it("renames it and changes its expiry, keeping its file, with the change on record", async () => {
    const created = await createDocument(owner, { name: "COI draft", kind: "other", expiresOn: null }, pdf("draft"));
    const details = { name: "Certificate of insurance 2027", kind: "insurance" as const, expiresOn: "2027-03-31" };
    expect(await updateDocumentDetails(owner, created.id, details)).toEqual({ ok: true });
    const view = (await listDocuments()).find((document) => document.id === created.id);
    expect(view).toMatchObject({ ...details, versions: [{ id: created.versionId, fileName: "draft.pdf" }] });
    const [, record] = await auditOf(created.id);
    expect(record).toMatchObject({
      action: "document.updated",
      before: { name: "COI draft", kind: "other", expiresOn: null },
      after: details,
    });
  });

  it("takes a removed one off the list, the sends and the warnings, keeps its file, and changes it no more", async () => {
    const created = await createDocument(
      owner,
      { name: "W-9 to remove", kind: "w9", expiresOn: addDays(businessDay(new Date()), 5) },
      pdf("removed-w9"),
    );
    expect((await currentPapers(["w9"]))[0]?.documentId).toBe(created.id);
    expect((await expiringDocuments()).map((document) => document.id)).toContain(created.id);

    expect(await removeDocument(owner, created.id)).toEqual({ ok: true, name: "W-9 to remove" });
    expect((await listDocuments()).map((document) => document.id)).not.toContain(created.id);
    expect((await currentPapers(["w9"])).map((paper) => paper.documentId)).not.toContain(created.id);
    expect((await expiringDocuments()).map((document) => document.id)).not.toContain(created.id);
    // A queued email that attached it, and the activity log's link, still find the file.
    expect((await documentVersionFile(created.versionId))?.fileName).toBe("removed-w9.pdf");

    const gone = { ok: false, reason: "not-found" };
    expect(await removeDocument(owner, created.id)).toEqual(gone);
    expect(await updateDocumentDetails(owner, created.id, { name: "Back", kind: "w9", expiresOn: null })).toEqual(gone);
    expect(await replaceDocumentFile(owner, created.id, null, pdf("again"))).toEqual(gone);
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual(["document.created", "document.removed"]);
  });

  it("restores a removed one as it was, listed and sent again, once; a listed one cannot be restored", async () => {
    const created = await createDocument(
      owner,
      { name: "W-9 to restore", kind: "w9", expiresOn: addDays(businessDay(new Date()), 5) },
      pdf("restored-w9"),
    );
    const gone = { ok: false, reason: "not-found" };
    expect(await restoreDocument(owner, created.id), "still listed").toEqual(gone);
    await removeDocument(owner, created.id);
    const removed = await listRemovedDocuments();
    expect(removed.shown[0]).toMatchObject({ id: created.id, name: "W-9 to restore", kind: "w9" });

    expect(await restoreDocument(owner, created.id)).toEqual({ ok: true, name: "W-9 to restore" });
    expect((await listRemovedDocuments()).shown.map((document) => document.id)).not.toContain(created.id);
    const listed = (await listDocuments()).find((document) => document.id === created.id);
    expect(listed?.versions.map((version) => version.fileName)).toEqual(["restored-w9.pdf"]);
    expect(listed?.expiresOn).toBe(addDays(businessDay(new Date()), 5));
    expect((await currentPapers(["w9"])).map((paper) => paper.documentId)).toContain(created.id);
    expect((await expiringDocuments()).map((document) => document.id)).toContain(created.id);

    expect(await restoreDocument(owner, created.id), "a second time").toEqual(gone);
    expect(await restoreDocument(owner, 999_999_999), "no such document").toEqual(gone);
    const audit = await auditOf(created.id);
    expect(audit.map((entry) => entry.action)).toEqual(["document.created", "document.removed", "document.restored"]);
    expect(audit.at(-1)).toMatchObject({
      actorEmail: owner.email,
      after: { name: "W-9 to restore", kind: "w9" },
    });
  });

  it("lists the 20 most recently removed, newest first, and says when older ones are left off", async () => {
    const removedIds: number[] = [];
    for (let index = 0; index < 21; index++) {
      const created = await createDocument(
        owner,
        { name: `Old paper ${index}`, kind: "other", expiresOn: null },
        pdf(`old-${index}`),
      );
      await removeDocument(owner, created.id);
      removedIds.push(created.id);
    }
    const removed = await listRemovedDocuments();
    expect(removed.shown.map((document) => document.id)).toEqual(removedIds.slice(-20).reverse());
    expect(removed.older).toBe(true);

    await restoreDocument(owner, removedIds.at(-1) ?? 0);
    const fewer = await listRemovedDocuments();
    expect(fewer.shown[0]?.id).toBe(removedIds.at(-2));
    expect(fewer.shown).toHaveLength(20);
  });
});

describe("sending the papers a buyer asked for", () => {
  it("refuses while a paper is missing, queuing nothing", async () => {
    const asked = await request(["w9", "insurance"]);
    await createDocument(
      owner,
      { name: "Old certificate", kind: "insurance", expiresOn: "2020-01-31" },
      pdf("old-coi"),
    );
    const result = await sendRequestedPapers(owner, asked.id);
    expect(result.ok).toBe(false);
    expect(await getDb().select().from(outbox).where(eq(outbox.recipient, asked.email))).toHaveLength(0);
    const view = await requestedPapers(asked.papers, null);
    expect(view?.ready).toBe(false);
    expect(view?.asked.find((paper) => paper.kind === "insurance")?.expired).toBe(true);
  });

  it("queues one email with both files by reference, in the transaction of its activity record", async () => {
    const w9 = await createDocument(owner, { name: "W-9", kind: "w9", expiresOn: null }, pdf("w9"));
    const coi = await createDocument(owner, { name: "COI", kind: "insurance", expiresOn: "2099-01-31" }, pdf("coi"));
    const asked = await request(["w9", "insurance"]);
    const result = await sendRequestedPapers(owner, asked.id);
    expect(result).toEqual({ ok: true, to: asked.email, sent: ["w9", "insurance"] });

    const [message] = await getDb().select().from(outbox).where(eq(outbox.recipient, asked.email));
    expect(message?.kind).toBe("papers");
    expect(message?.attachments).toEqual([
      { kind: "document-version", id: w9.versionId },
      { kind: "document-version", id: coi.versionId },
    ]);
    const [record] = await getDb().select().from(auditLog).where(eq(auditLog.action, "quote-request.papers-sent"));
    expect(record?.subjectId).toBe(String(asked.id));
    expect(record?.after).toMatchObject({ outboxId: message?.id });
    const [stored] = await getDb().select().from(quoteRequests).where(eq(quoteRequests.id, asked.id));
    expect(stored?.papersSentAt).not.toBeNull();

    // The sender reads the files when it sends, and the mail server gets them as PDF attachments.
    const env = parseEnv({ SMTP_URL: inbox.url, MAIL_FROM: "Nestz <hello@nestz.example>" });
    const sender = startOutboxSender({ env, attachments: attachmentResolvers, log: () => {}, intervalMs: 60_000 });
    await sender.runOnce();
    await sender.stop();
    const mail = inbox.messages.find((received) => received.to.includes(asked.email));
    expect(mail?.raw).toMatch(/Content-Type: application\/pdf; name=w9\.pdf/);
    expect(mail?.raw).toMatch(/Content-Disposition: attachment; filename=coi\.pdf/);
    expect(mail?.raw).toContain(Buffer.from("%PDF-1.4\n% coi").toString("base64").slice(0, 16));
  });

  it("rolls the email back when the activity record cannot be written", async () => {
    const asked = await request(["w9"]);
    const badActor = { id: "no-such-user", email: "owner@nestz.example" };
    await expect(sendRequestedPapers(badActor, asked.id)).rejects.toThrow();
    expect(await getDb().select().from(outbox).where(eq(outbox.recipient, asked.email))).toHaveLength(0);
    const [stored] = await getDb().select().from(quoteRequests).where(eq(quoteRequests.id, asked.id));
    expect(stored?.papersSentAt).toBeNull();
  });

  it("says a request that asked for nothing has nothing to send", async () => {
    const asked = await request([]);
    expect(await sendRequestedPapers(owner, asked.id)).toEqual({ ok: false, reason: "nothing-asked" });
    expect(await sendRequestedPapers(owner, 999_999)).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("resolveAttachments", () => {
  it("turns references into files, and refuses one that names nothing", async () => {
    const created = await createDocument(owner, { name: "Other", kind: "other", expiresOn: null }, pdf("other"));
    const [file] = await resolveAttachments([{ kind: "document-version", id: created.versionId }], attachmentResolvers);
    expect(file).toMatchObject({ filename: "other.pdf", contentType: "application/pdf" });
    expect(file?.content.subarray(0, 5).toString()).toBe("%PDF-");
    await expect(
      resolveAttachments([{ kind: "document-version", id: 999_999 }], attachmentResolvers),
    ).rejects.toBeInstanceOf(MissingAttachmentError);
  });
});
