/**
 * npm run admin:grant -- someone@example.com [more@example.com …]
 * Gives existing accounts the admin role, in the database the server uses
 * (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR — stop the server first
 * in that case, since only one process may run it).
 */
import process from "node:process";

import { z } from "#app/domain/common/zod";
import { grantAdmin } from "#app/server/auth/admins.server";
import { getEnv } from "#app/server/config/env.server";
import { startDatabase } from "#app/server/db/lifecycle.server";

const emails = process.argv.slice(2);
const parsed = z.array(z.email()).min(1).safeParse(emails);
if (!parsed.success) {
  console.error("Usage: npm run admin:grant -- someone@example.com [more@example.com …]");
  process.exit(2);
}

const database = await startDatabase(getEnv(), () => {});
let code = 0;
try {
  await database.ready;
  const missing = await grantAdmin(parsed.data);
  for (const email of parsed.data) {
    if (missing.includes(email.toLowerCase())) {
      console.error(`${email}: no account with this email (sign up first, or add it to ADMIN_EMAILS)`);
      code = 1;
    } else {
      console.log(`${email}: is now an admin`);
    }
  }
} finally {
  await database.stop();
}
process.exit(code);
