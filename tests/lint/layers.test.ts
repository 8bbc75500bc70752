import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * The layering rules of eslint.config.js, run through ESLint itself on small
 * made-up files: each rule refuses what it should and lets the rest through.
 * Remove or loosen a rule and one of these fails.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });

// The first lint loads the config, its plugins and the TypeScript parser: seconds on a busy
// machine, which must not count against the first test's time limit.
beforeAll(async () => {
  await eslint.lintText("export {};\n", { filePath: "app/domain/warm-up.ts" });
}, 60_000);

/** The messages of `no-restricted-imports` for `code` as if it were the file at `filePath`. */
async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

/** The messages of `no-restricted-syntax` for `code` as if it were the file at `filePath`. */
async function syntax(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

const use = (source: string) => `import { thing } from "${source}";\nexport const used = thing;\n`;

describe("app/domain/ imports nothing of the app", () => {
  it.each([
    "#app/content/facts",
    "#app/server/config/env.server",
    "#app/components/art/art",
    "../content/facts",
    "#tests/support/sql",
  ])("refuses %s in domain code", async (source) => {
    const [message] = await restricted("app/domain/fixture.ts", use(source));
    expect(message).toMatch(/app\/domain\/ is pure/);
  });

  it.each(["./money", "#app/domain/common/money", "zod"])("allows %s", async (source) => {
    expect(await restricted("app/domain/fixture.ts", use(source))).toEqual([]);
  });

  it("lets a test beside a rule read the business's facts, and nothing else of the app", async () => {
    expect(await restricted("app/domain/fixture.test.ts", use("#app/content/facts"))).toEqual([]);
    expect(await restricted("app/domain/fixture.test.ts", use("#app/server/env.server"))).toHaveLength(1);
    expect(await restricted("app/domain/fixture.test.ts", use("#app/components/art/art"))).toHaveLength(1);
  });
});

describe("components, content and state never import server code", () => {
  it.each([
    ["app/components/auth/fixture.tsx", "#app/server/orders.server"],
    ["app/components/auth/fixture.tsx", "../../server/orders.server"],
    ["app/components/auth/fixture.tsx", "./helpers.server"],
    ["app/content/fixture.ts", "#app/server/env.server"],
    ["app/content/fixture.ts", "../server/http/form-data"],
    ["app/state/fixture.ts", "#app/server/catalog/queries.server"],
  ])("refuses, in %s, %s", async (file, source) => {
    const [message] = await restricted(file, use(source));
    expect(message).toMatch(/never import server code/);
  });

  it("refuses a type-only import too: the type moves to a non-server module", async () => {
    const code =
      'import type { OrderSummary } from "#app/server/orders/checkout.server";\nexport type Orders = OrderSummary[];\n';
    expect(await restricted("app/components/auth/fixture.tsx", code)).toHaveLength(1);
  });

  it("allows domain, content and other components", async () => {
    for (const source of [
      "#app/domain/orders/orders",
      "#app/content/facts",
      "#app/components/ui/button",
      "./sibling",
    ]) {
      expect(await restricted("app/components/auth/fixture.tsx", use(source)), source).toEqual([]);
    }
  });
});

describe("the drawings stay on the server", () => {
  it.each([
    ["app/components/site/home/fixture.tsx", "#app/art-registry.server"],
    ["app/islands/fixture.ts", "../art-registry.server"],
    ["app/routes/site/fixture.tsx", "#app/art-registry.server"],
    ["app/root.tsx", "./art-registry.server"],
  ])("refuses, in %s, the art registry (%s)", async (file, source) => {
    const messages = await restricted(file, use(source));
    expect(messages.join("\n")).toMatch(/Only app\/art\.server\.ts imports the art registry/);
  });

  it("lets the server's wiring import it, and pages import the names", async () => {
    expect(await restricted("app/art.server.ts", use("./art-registry.server"))).toEqual([]);
    expect(await restricted("app/components/site/home/fixture.tsx", use("#app/content/site/picture-names"))).toEqual(
      [],
    );
  });
});

describe("app/server/ never imports components", () => {
  it.each(["#app/components/delivery/delivery-map", "../components/art/registry", "../../components/ui/button"])(
    "refuses %s",
    async (source) => {
      const [message] = await restricted("app/server/fixture.server.ts", use(source));
      expect(message).toMatch(/app\/server\/ never imports app\/components\//);
    },
  );

  it("allows domain, content and other server modules", async () => {
    for (const source of ["#app/domain/delivery/map", "#app/content/facts", "./db/client.server"]) {
      expect(await restricted("app/server/fixture.server.ts", use(source)), source).toEqual([]);
    }
  });
});

describe("routes never write SQL", () => {
  it.each(["drizzle-orm", "drizzle-orm/pg-core", "pg"])("refuses %s", async (source) => {
    const [message] = await restricted("app/routes/site/fixture.tsx", use(source));
    expect(message).toMatch(/Routes never write SQL/);
  });

  it.each(["#app/server/db/schema.server", "#app/server/db/client.server", "../../server/db/catalog-schema.server"])(
    "refuses the database layer: %s",
    async (source) => {
      const [message] = await restricted("app/routes/admin/fixture.tsx", use(source));
      expect(message).toMatch(/Routes never touch the database/);
    },
  );

  it("refuses withDb too: data modules open their own connection", async () => {
    const code = 'import { withDb } from "#app/server/db/client.server";\nexport const used = withDb;\n';
    const [message] = await restricted("app/routes/admin/fixture.tsx", code);
    expect(message).toMatch(/Routes never touch the database/);
  });

  it("allows the domain modules", async () => {
    expect(await restricted("app/routes/site/fixture.tsx", use("#app/server/catalog/queries.server"))).toEqual([]);
  });
});

describe("links inside the site are typed", () => {
  it.each(["app/components/site/home/fixture.tsx", "app/content/fixture.tsx", "app/routes/site/fixture.tsx"])(
    "refuses React Router's own Link and NavLink in %s",
    async (file) => {
      const code =
        'import { Link, NavLink, useLocation } from "react-router";\nexport const used = [Link, NavLink, useLocation];\n';
      const messages = await restricted(file, code);
      expect(messages).toHaveLength(2);
      for (const message of messages)
        expect(message).toMatch(/#app\/components\/ui\/link, whose `to` must be one of the site's paths/);
    },
  );

  it("allows the typed links, the rest of react-router, and the wrapper itself", async () => {
    expect(await restricted("app/components/site/home/fixture.tsx", use("#app/components/ui/link"))).toEqual([]);
    expect(
      await restricted(
        "app/routes/site/fixture.tsx",
        'import { data } from "react-router";\nexport const used = data;\n',
      ),
    ).toEqual([]);
    expect(
      await restricted(
        "app/components/ui/link.tsx",
        'import { Link } from "react-router";\nexport const used = Link;\n',
      ),
    ).toEqual([]);
  });
});

describe("the console's parts may use React Router's links, and only they", () => {
  const rawLinks = 'import { Link, NavLink } from "react-router";\nexport const used = [Link, NavLink];\n';

  it.each([
    "app/components/orders/console/fixture.tsx",
    "app/components/quote-requests/console/fixture.tsx",
    "app/components/layout/console/fixture.tsx",
    "app/components/ui/console/fixture.tsx",
  ])("allows them in %s", async (file) => {
    expect(await restricted(file, rawLinks)).toEqual([]);
  });

  it.each([
    "app/components/orders/buyer/fixture.tsx",
    "app/components/admin/fixture.tsx",
    "app/components/ui/fixture.tsx",
  ])("refuses them in %s", async (file) => {
    expect(await restricted(file, rawLinks)).toHaveLength(2);
  });

  it("still refuses server code in a console part", async () => {
    const [message] = await restricted(
      "app/components/orders/console/fixture.tsx",
      use("#app/server/orders/console.server"),
    );
    expect(message).toMatch(/never import server code/);
  });
});

describe("app/content/ holds words only", () => {
  it.each([
    "export interface ProposalView {\n  reference: string;\n}\n",
    'export type Slug = "bedroom-nestz" | "office-nestz";\n',
  ])("refuses a shape stated in content: %s", async (code) => {
    const [message] = await syntax("app/content/proposals/fixture.ts", code);
    expect(message).toMatch(/app\/content\/ holds words only/);
  });

  it("allows words, and a type read off the words themselves", async () => {
    const code =
      'export const networks = [{ id: "instagram" }] as const;\nexport type NetworkId = (typeof networks)[number]["id"];\n';
    expect(await syntax("app/content/site/fixture.ts", code)).toEqual([]);
  });

  it("lets domain code state shapes", async () => {
    expect(
      await syntax("app/domain/proposals/fixture.ts", "export interface ProposalView {\n  reference: string;\n}\n"),
    ).toEqual([]);
  });
});

describe("components and content sit in one folder per domain", () => {
  const app = path.join(root, "app");
  const entries = (folder: string) => readdirSync(path.join(app, folder), { withFileTypes: true });
  const folders = (folder: string): string[] =>
    entries(folder)
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const inner = `${folder}/${entry.name}`;
        return [inner, ...folders(inner)];
      });

  it("keeps no file loose in app/components/", () => {
    expect(
      entries("components")
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
    ).toEqual([]);
  });

  it("keeps only the business's facts and the typed path list loose in app/content/", () => {
    const loose = entries("content")
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(loose.sort()).toEqual(["facts.ts", "paths.test.ts", "paths.ts"]);
  });

  it("has no flat folder of console parts: they live in each domain's console/", () => {
    const flat = [...folders("components"), ...folders("content")].filter((folder) => /(^|\/)admin$/.test(folder));
    expect(flat).toEqual([]);
  });
});
