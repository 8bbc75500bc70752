import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES } from "#app/domain/documents/documents";

import { user } from "./auth-schema.server";

/** Raw bytes (a PDF), kept in the database so every server instance reads the same file. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

export const documentKind = pgEnum("document_kind", DOCUMENT_KINDS);

/** One of the business's papers: a W-9, a certificate of insurance, another PDF. Its file is its newest version. */
export const documents = pgTable(
  "documents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    kind: documentKind("kind").notNull(),
    /** The last day the paper is good for (a certificate of insurance); null when it does not expire. */
    expiresOn: date("expires_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the owner removed it: no longer listed or sent, its files kept for the record. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    index("documents_kind_idx").on(table.kind, table.updatedAt),
    check("documents_name_length", sql`length(${table.name}) between 1 and 120`),
  ],
);

/** Every file a document has had, never changed or removed: replacing a file adds a version. */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => documents.id, { onDelete: "restrict" }),
    /** A display name only (sanitised); never used as a path. */
    fileName: text("file_name").notNull(),
    byteSize: integer("byte_size").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    uploadedById: text("uploaded_by_id").references(() => user.id, { onDelete: "set null" }),
    uploadedByEmail: text("uploaded_by_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("document_versions_document_idx").on(table.documentId, table.id),
    check("document_versions_size", sql`${table.byteSize} between 1 and ${sql.raw(String(DOCUMENT_MAX_BYTES))}`),
    check("document_versions_size_matches", sql`octet_length(${table.content}) = ${table.byteSize}`),
  ],
);
