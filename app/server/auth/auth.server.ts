import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, genericOAuth } from "better-auth/plugins";
import { getDb } from "../db/client.server";
import * as schema from "../db/schema.server";
import { passwordResetEmail } from "../email/templates.server";
import { enqueueEmail } from "../email/outbox.server";
import { getEnv, type Env } from "../env.server";
import { AUTH_COOKIE_PREFIX } from "../session-cookie.server";
import { authSecret } from "./secret.server";
import { tidyDisplayName } from "#app/domain/account-forms";
import { PASSWORD_MAX, PASSWORD_MIN } from "#app/domain/account-rules";
import { applyAccountRules, countSignInAttempt, forgetSignInFailures } from "./auth-guards.server";

export const GOOGLE_DISCOVERY_URL = "https://accounts.google.com/.well-known/openid-configuration";
const MINUTE = 60;

/** Same-origin addresses this site answers on: PUBLIC_URL, and on a laptop both loopback names. */
function trustedOrigins(env: Env): string[] {
  const origins = new Set([new URL(env.PUBLIC_URL).origin]);
  if (!env.isDeployed) {
    origins.add(`http://localhost:${env.PORT}`);
    origins.add(`http://127.0.0.1:${env.PORT}`);
  }
  return [...origins];
}

export function isGoogleEnabled(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function createAuth(env: Env) {
  const adminEmails = new Set(env.ADMIN_EMAILS);
  return betterAuth({
    appName: "Nestz",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret: authSecret(env),
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(getDb(), { provider: "pg", schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * MINUTE,
      revokeSessionsOnPasswordReset: true,
      // An owner locked out by someone guessing gets in again by resetting the password.
      onPasswordReset: async ({ user }) => forgetSignInFailures(user.email.toLowerCase()),
      sendResetPassword: async ({ user, url }) => {
        // Awaited: the answer "we sent a link" goes out only once the email is queued durably.
        await enqueueEmail(getDb(), passwordResetEmail({ to: user.email, name: user.name, url }));
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * MINUTE,
      updateAge: 24 * 60 * MINUTE,
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ["google"] },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: MINUTE,
      max: 100,
      customRules: {
        "/sign-in/email": { window: MINUTE, max: 10 },
        "/sign-up/email": { window: MINUTE, max: 10 },
        "/sign-in/social": { window: MINUTE, max: 10 },
        "/request-password-reset": { window: MINUTE, max: 5 },
        "/reset-password": { window: MINUTE, max: 10 },
      },
    },
    advanced: {
      // Explicit, because Better Auth skips these checks by default under NODE_ENV=test.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: env.isDeployed,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // server.ts overwrites this header with the socket's address, so clients cannot choose their bucket.
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, name: user.name ?? "", role: adminEmails.has(user.email.toLowerCase()) ? "admin" : "user" },
          }),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The domain's name, email and password rules, on the API as on the forms.
        const body = await applyAccountRules(ctx.path, ctx.body);
        if (ctx.path === "/sign-in/email" && typeof body?.email === "string") {
          // Guessing is limited per account as well as per client address.
          await countSignInAttempt(body.email);
          // The product tells "Email not found" apart from "Wrong password" (the limits keep guessing slow).
          const found = await ctx.context.internalAdapter.findUserByEmail(body.email, { includeAccounts: true });
          if (!found) throw APIError.from("UNAUTHORIZED", { code: "EMAIL_NOT_FOUND", message: "Email not found" });
          if (!found.accounts.some((account) => account.providerId === "credential")) {
            throw APIError.from("UNAUTHORIZED", { code: "USE_SOCIAL_SIGN_IN", message: "This email signs in with Google" });
          }
        }
        return body ? { context: { body } } : undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        // The right password: the account's failed attempts are forgiven.
        const signedIn = ctx.context.newSession?.user.email;
        if (ctx.path === "/sign-in/email" && signedIn) await forgetSignInFailures(signedIn.toLowerCase());
      }),
    },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      ...(isGoogleEnabled(env)
        ? [
            genericOAuth({
              config: [
                {
                  // Registered as "google" so the callback is /api/auth/callback/google.
                  providerId: "google",
                  clientId: env.GOOGLE_CLIENT_ID ?? "",
                  clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
                  discoveryUrl: env.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY_URL,
                  scopes: ["openid", "email", "profile"],
                  prompt: "select_account",
                  pkce: true,
                  mapProfileToUser: (profile) => ({
                    // Google's name is made to fit the site's rule rather than refused.
                    name: tidyDisplayName(profile.name),
                    email: typeof profile.email === "string" ? profile.email : undefined,
                    emailVerified: profile.email_verified === true,
                    image: typeof profile.picture === "string" ? profile.picture : undefined,
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

/** The auth instance of this process, created on first use (never while prerendering). */
export function getAuth(): Auth {
  instance ??= createAuth(getEnv());
  return instance;
}
