import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * The layers of app/ (docs/decisions/0028-layers-held-by-lint.md), held by
 * `no-restricted-imports`. Each import is matched as written, so every rule
 * names both spellings: the `#app/...` alias and a relative path. ESLint uses
 * the last matching block's options for a rule, so each folder's block lists
 * everything that folder may not import.
 */
const fromApp = (folder) => `^(#app/|(\\.\\./)+)${folder}`;

const artRegistry = {
  regex: "(^|/)art-registry(\\.server)?(\\.tsx)?$",
  message:
    'Only app/art.server.ts imports the art registry: it holds every drawing, which must never reach the browser. Show a picture with <Art name="…" alt="…" />.',
};

const typedLinks = {
  name: "react-router",
  importNames: ["Link", "NavLink"],
  message:
    "Links inside the site use Link and NavLink from #app/components/ui/link, whose `to` must be one of the site's paths (app/content/paths.ts), so a typo is a type error.",
};

const domainRule = (allowed) => ({
  regex: `^#(?!app/(${allowed})/)|^\\.\\./`,
  message:
    "app/domain/ is pure: it imports only other domain modules and libraries, never the rest of the app (tests beside it may also read app/content/ facts).",
});

const serverOnlyRule = {
  regex: `\\.server(\\.[jt]sx?)?$|${fromApp("server/")}`,
  message:
    "app/components/, app/content/ and app/state/ never import server code (a *.server module or app/server/), not even for a type: they run in the browser too. Move what both sides need to a non-server module (app/domain/).",
};

/** What a route module may not import: SQL, anything of the database layer, the art registry. */
const routePatterns = [
  {
    regex: "^(drizzle-orm|pg|postgres)(/|$)",
    message:
      "Routes never write SQL: call a typed function of the domain's module in app/server/<domain>/ (queries, changes, console).",
  },
  {
    // Data modules reach the database themselves (and turn an unreachable one into a 503), so routes need nothing of it.
    regex: fromApp("server/db/"),
    message:
      "Routes never touch the database's schema or client: call a typed function of the domain's module in app/server/<domain>/ (queries, changes, console), which opens its own connection.",
  },
  artRegistry,
];

const layers = [
  {
    files: ["app/domain/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [domainRule("domain")] }] },
  },
  {
    // A test beside a rule may check it against the business's real figures.
    files: ["app/domain/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [domainRule("domain|content")] }] },
  },
  {
    files: ["app/{components,content,state,islands}/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [typedLinks], patterns: [serverOnlyRule, artRegistry] }] },
  },
  {
    // The one place React Router's links are wrapped.
    files: ["app/components/ui/link.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverOnlyRule, artRegistry] }] },
  },
  {
    files: ["app/server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: fromApp("components/"),
              message:
                "app/server/ never imports app/components/: UI stays with the React side. Move shared types to app/domain/; pictures are drawn through app/art.server.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [typedLinks], patterns: routePatterns }] },
  },
  {
    // The console's links carry record ids and filters built at run time (/admin/orders/42?status=paid),
    // which the typed path list cannot name; they may use React Router's links directly. The console's
    // parts are each domain's console/ folder, its frame layout/console/, its list primitives ui/console/.
    files: ["app/components/**/console/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverOnlyRule, artRegistry] }] },
  },
  {
    files: ["app/routes/admin/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: routePatterns }] },
  },
];

/** Committed tests are never focused, skipped or left to do (every file). */
const noFocusedTests = {
  selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]",
  message: "Focused, skipped or todo tests must not be committed.",
};

const contentWordsOnly =
  "app/content/ holds words only: state a shape once in app/domain/<domain>/ (views.ts, or the module that owns it) and import it here. A type read off the words themselves (typeof …) may stay.";

/**
 * Content modules whose words still carry their own shape (FAQ entries, spec rows, tiles, page
 * records), each tied to the typed path list that domain code cannot import. The list only
 * shrinks; paths.ts is the typed path list itself and stays.
 */
const contentShapesStillHere = [
  "app/content/paths.ts",
  "app/content/catalog/catalog.ts",
  "app/content/catalog/products.ts",
  "app/content/site/benefits.ts",
  "app/content/site/construction-steps.ts",
  "app/content/site/customize.ts",
  "app/content/site/directory.ts",
  "app/content/site/faq.ts",
  "app/content/site/pages.ts",
  "app/content/site/picture-names.ts",
  "app/content/site/specs.ts",
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "simple-import-sort": simpleImportSort },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Imports in one order everywhere (packages, then #app/#tests, then relative), fixed by `npm run format`.
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-ignore": true, "ts-nocheck": true, "ts-expect-error": "allow-with-description" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", noFocusedTests],
    },
  },
  {
    files: ["app/content/**/*.{ts,tsx}"],
    ignores: contentShapesStillHere,
    rules: {
      "no-restricted-syntax": [
        "error",
        noFocusedTests,
        { selector: "ExportNamedDeclaration > TSInterfaceDeclaration", message: contentWordsOnly },
        {
          selector: "ExportNamedDeclaration > TSTypeAliasDeclaration:not(:has(TSTypeQuery))",
          message: contentWordsOnly,
        },
      ],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  ...layers,
  // Layout is Prettier's (npm run lint checks it); no ESLint rule may disagree with it.
  prettier,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
);
