/**
 * Gives the test file its own database, cloned from the migrated template,
 * and points the app's database client at it.
 */
import { randomBytes } from "node:crypto";

import { afterAll, inject } from "vitest";

import { connectDatabase, disconnectDatabase } from "#app/server/db/client.server";
import { sqlOnce } from "#tests/support/sql";

import { databaseUrl } from "./db-global";

const adminUrl = inject("adminUrl");
const template = inject("templateDatabase");
const name = `nestz_test_${randomBytes(6).toString("hex")}`;

const admin = (sql: string) => sqlOnce(adminUrl, sql);

await admin(`create database ${name} template ${template}`);
const url = databaseUrl(adminUrl, name);
process.env.DATABASE_URL = url;
connectDatabase(url);

afterAll(async () => {
  await disconnectDatabase();
  await admin(`drop database if exists ${name} with (force)`);
});
