import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, genericOAuth } from "better-auth/plugins";

import { PASSWORD_MAX, PASSWORD_MIN } from "#app/domain/auth/rules";
import { tidyDisplayName } from "#app/domain/people/names";
import { type Env, getEnv } from "#app/server/config/env.server";
import { authSecret } from "#app/server/config/secret.server";

import { getDb } from "../db/client.server";
import * as schema from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { consoleConfirmationEmail, passwordResetEmail } from "../email/templates.server";
import { IPV6_CLIENT_PREFIX } from "../http/client-address.server";
import { siteOrigins } from "../http/same-origin.server";
import { addressProven, isAdminAddress } from "./admin-proof.server";
import { applyAccountRules, countSignInAttempt, forgetSignInFailures } from "./auth-guards.server";
import { AUTH_COOKIE_PREFIX } from "./session-cookie.server";

export const GOOGLE_DISCOVERY_URL = "https://accounts.google.com/.well-known/openid-configuration";
const MINUTE = 60;

export function isGoogleEnabled(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function createAuth(env: Env) {
  return betterAuth({
    appName: "Nestz",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret: authSecret(env),
    trustedOrigins: siteOrigins(env),
    database: drizzleAdapter(getDb(), { provider: "pg", schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * MINUTE,
      revokeSessionsOnPasswordReset: true,
      // An owner locked out by someone guessing gets in again by resetting the password.
      sendResetPassword: async ({ user, url }) => {
        // A listed address that is not an admin yet gets the same link, worded as the console confirmation.
        const awaitingConfirmation = isAdminAddress(user.email) && (user as { role?: unknown }).role !== "admin";
        const email = awaitingConfirmation ? consoleConfirmationEmail : passwordResetEmail;
        // Awaited: the answer "we sent a link" goes out only once the email is queued durably.
        await enqueueEmail(getDb(), email({ to: user.email, name: user.name, url }));
      },
      // Following the emailed link proved the address (a listed one then opens the console)
      // and lifts the account's sign-in pause.
      onPasswordReset: async ({ user }) => {
        await forgetSignInFailures(user.email.toLowerCase());
        await addressProven(user.id);
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
      // server.ts overwrites this header with the socket's address, so clients cannot choose their bucket;
      // an IPv6 client is one bucket per /64, as the site's own limits count it (client-address.server.ts).
      ipAddress: { ipAddressHeaders: ["x-client-ip"], ipv6Subnet: IPV6_CLIENT_PREFIX },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account starts as an ordinary one, whatever its address (see admin-proof.server.ts).
          before: async (user) => ({ data: { ...user, name: user.name ?? "", role: "user" } }),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The admin plugin's own endpoints (set-role, impersonate, remove-user …) would bypass the
        // console's audit and its "always one admin" rule: roles change only in the console.
        if (ctx.path.startsWith("/admin/"))
          throw APIError.from("NOT_FOUND", { code: "NOT_FOUND", message: "Not found" });
        // The domain's name, email and password rules, on the API as on the forms.
        const body = await applyAccountRules(ctx.path, ctx.body);
        if (ctx.path === "/sign-in/email" && typeof body?.email === "string") {
          // Guessing is limited per account as well as per client address.
          await countSignInAttempt(body.email);
          // The product tells "Email not found" apart from "Wrong password" (the limits keep guessing slow).
          const found = await ctx.context.internalAdapter.findUserByEmail(body.email, { includeAccounts: true });
          if (!found) throw APIError.from("UNAUTHORIZED", { code: "EMAIL_NOT_FOUND", message: "Email not found" });
          if (!found.accounts.some((account) => account.providerId === "credential")) {
            throw APIError.from("UNAUTHORIZED", {
              code: "USE_SOCIAL_SIGN_IN",
              message: "This email signs in with Google",
            });
          }
        }
        return body ? { context: { body } } : undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        const user = ctx.context.newSession?.user;
        if (!user) return;
        // The right password: the account's failed attempts are forgiven.
        if (ctx.path === "/sign-in/email") await forgetSignInFailures(user.email.toLowerCase());
        // A new account with an address ADMIN_EMAILS names gets the link that proves it (admin-proof.server.ts).
        if (ctx.path === "/sign-up/email" && isAdminAddress(user.email)) {
          await getAuth().api.requestPasswordReset({ body: { email: user.email, redirectTo: "/ResetPassword" } });
        }
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
