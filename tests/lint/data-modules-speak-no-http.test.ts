import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * Data modules speak no HTTP (decision 0060): a module in a domain folder of
 * app/server/ returns typed outcomes, and the route's server helper beside the
 * route turns them into answers. Read from every module's syntax (tests left
 * out), a module of a domain folder may not:
 *
 * - import React Router's answer helpers (`data`, `redirect`, …),
 * - build a Response (`new Response(…)`, `Response.json(…)`, `Response.redirect(…)`),
 * - carry an HTTP status in what it returns (`status: 409`, or `status: 400 | 409` in a type).
 *
 * Left out: the infrastructure (config, db, http, pdf), the front door that
 * answers before the router, and auth, which is the session's guard: its
 * `requireUser`/`requireAdmin` throw the sign-in redirect and the 403 every
 * protected route shares, and it speaks to Better Auth over HTTP.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const SPEAKS_HTTP = new Set(["config", "db", "http", "pdf", "front-door", "auth"]);
const ANSWER_HELPERS = new Set(["data", "redirect", "redirectDocument", "replace"]);

/** What in one module's source speaks HTTP, one line each ("line 3: imports redirect from react-router"). */
function httpIn(source: string, fileName = "module.ts"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`line ${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const isHttpStatus = (node: ts.Node | undefined): boolean => {
    if (!node) return false;
    if (ts.isNumericLiteral(node)) return Number(node.text) >= 100 && Number(node.text) <= 599;
    if (ts.isLiteralTypeNode(node)) return isHttpStatus(node.literal);
    if (ts.isUnionTypeNode(node)) return node.types.some(isHttpStatus);
    return false;
  };
  const isStatusName = (name: ts.PropertyName) =>
    (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === "status";
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === "react-router" &&
      node.importClause?.namedBindings &&
      ts.isNamedImports(node.importClause.namedBindings)
    ) {
      for (const element of node.importClause.namedBindings.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (ANSWER_HELPERS.has(name)) at(element, `imports ${name} from react-router`);
      }
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "Response")
      at(node, "builds a Response");
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === "Response"
    )
      at(node, `builds a Response (Response.${node.expression.name.text})`);
    if (ts.isPropertyAssignment(node) && isStatusName(node.name) && isHttpStatus(node.initializer))
      at(node, `returns an HTTP status (${node.initializer.getText()})`);
    if (ts.isPropertySignature(node) && isStatusName(node.name) && isHttpStatus(node.type))
      at(node, `types an HTTP status (${node.type?.getText()})`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every module of a domain folder of app/server/, by its path from the project's root. */
function domainModules(projectRoot: string): string[] {
  const server = path.join(projectRoot, "app/server");
  return readdirSync(server, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => {
      const [folder, ...rest] = path.relative("app/server", file).split(path.sep);
      return rest.length > 0 && folder !== undefined && !SPEAKS_HTTP.has(folder);
    })
    .sort();
}

describe("data modules in app/server/<domain>/ speak no HTTP", () => {
  const modules = domainModules(root);

  it("reads the domain folders and leaves out those that answer requests", () => {
    expect(modules).toContain(path.join("app/server/quote-requests/changes.server.ts"));
    expect(modules).toContain(path.join("app/server/orders/checkout.server.ts"));
    expect(modules.some((file) => /app\/server\/(http|front-door|auth|db)\//.test(file))).toBe(false);
  });

  it("has no answer helper, Response or HTTP status in any of them", () => {
    const found = modules.flatMap((file) =>
      httpIn(readFileSync(path.join(root, file), "utf8"), file).map((line) => `${file} ${line}`),
    );
    expect(found).toEqual([]);
  });

  it("finds each way a module can speak HTTP", () => {
    const source = [
      'import { data as answer, Link, redirect } from "react-router";',
      "type Refusal = { ok: false; status: 400 | 409; code: string };",
      "export const a = () => new Response('no', { status: 403 });",
      "export const b = () => Response.json({ ok: false });",
      "export const c = () => ({ ok: false, status: 422, message: 'later' });",
    ].join("\n");
    expect(httpIn(source)).toEqual([
      "line 1: imports data from react-router",
      "line 1: imports redirect from react-router",
      "line 2: types an HTTP status (400 | 409)",
      "line 3: builds a Response",
      "line 3: returns an HTTP status (403)",
      "line 4: builds a Response (Response.json)",
      "line 5: returns an HTTP status (422)",
    ]);
  });

  it("lets typed outcomes and other statuses pass", () => {
    const source = [
      'import { type RouterContextProvider } from "react-router";',
      "type Refusal = { ok: false; reason: 'key-conflict'; message: string };",
      "export const d = () => ({ ok: false, reason: 'unknown_zip', status: 'paid' });",
      "export const e = (response: { status: number }) => response.status === 503;",
    ].join("\n");
    expect(httpIn(source)).toEqual([]);
  });
});
