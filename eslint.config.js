import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { builtinModules } from "node:module";

const CONTENT_ONLY = {
  group: ["**/server/**", "**/routes/**", "**/components/**", "**/i18n/**", "#app/**", "../*"],
  message: "app/content holds pure rules: it imports nothing else of the app.",
};
const I18N_ONLY = {
  group: ["**/server/**", "**/routes/**", "**/components/**", "#app/**"],
  message: "Dictionaries depend on content types only.",
};
const VIEWS = {
  group: ["**/server/**", "**/routes/**", "#app/server/**"],
  message: "Shared view parts are used by routes, never the reverse, and never reach the server.",
};
const SERVER = {
  group: ["**/routes/**", "**/components/**", "**/root.tsx"],
  message: "Server code serves the screens; it does not import them.",
};
const BROWSER = {
  // React Router keeps a route's own *.server.ts module (its loader and action, beside it) out of the
  // browser build; nothing else of the server may be named from browser code, not even another route's.
  group: ["**/server/**", "#app/server/**", "**/*.server", "**/*.server.ts", "!./*.server.ts"],
  message: "Browser code: reach server-only code only through the route's own ./<route>.server.ts module.",
};
/** Pure rules run on both sides: no Node built-ins, no database or HTTP server packages. */
const PURE = {
  group: [
    "node:*",
    ...builtinModules.flatMap((name) => [name, `${name}/*`]),
    ...["kysely", "pg", "better-sqlite3", "fastify", "@fastify/*"].flatMap((name) => [name, `${name}/*`]),
  ],
  message:
    "app/content holds pure rules usable in the browser: no Node built-ins, database or server packages.",
};
const ONE_CONTEXT = {
  // The built site is a bundle of its own: a relative import gives it a second copy of the module, whose
  // context keys are not the ones server.ts filled ("No value found for context").
  group: ["**/context.ts", "!#app/context.ts", "**/context-tokens.js", "!#app/context-tokens.js"],
  message:
    "Import the router context as #app/context.ts (its tokens as #app/context-tokens.js), the module server.ts fills.",
};
const NO_ADMIN = {
  group: ["**/routes/admin/**", "../admin/**", "**/sections/admin.ts", "**/admin-texts.ts"],
  allowTypeImports: true,
  message: "Public pages must not load the editing area's code or texts.",
};

/** Import boundaries with ESLint's own rule: the files of a folder may not import these patterns. */
function restrict(files, patterns, ignores = []) {
  return { files, ignores, rules: { "no-restricted-imports": ["error", { patterns }] } };
}

export default tseslint.config(
  { ignores: ["build", ".react-router", "node_modules", "data", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // One-way layers (docs/architecture.md "Layout of the code"): routes → components → content;
  // server → content; content imports nothing of the app; browser code never reaches server-only code;
  // the public site never reaches the editing area's code or texts. One block per folder, as ESLint
  // applies a single set of options per rule to a file.
  restrict(["app/content/**"], [CONTENT_ONLY, NO_ADMIN, PURE], ["app/content/**/*.test.ts"]),
  restrict(["app/i18n/**"], [I18N_ONLY, NO_ADMIN], ["app/i18n/admin-texts.ts"]),
  restrict(["app/i18n/admin-texts.ts"], [I18N_ONLY]),
  restrict(["app/components/**"], [VIEWS, NO_ADMIN]),
  restrict(["app/server/**"], [SERVER, ONE_CONTEXT]),
  restrict(
    ["app/routes/site/**", "app/root.tsx", "app/entry.client.tsx"],
    [BROWSER, NO_ADMIN],
    ["app/routes/**/*.server.ts"],
  ),
  restrict(["app/routes/site/**/*.server.ts"], [NO_ADMIN, ONE_CONTEXT]),
  restrict(["app/routes/admin/**/*.server.ts"], [ONE_CONTEXT]),
  restrict(["app/routes/admin/**"], [BROWSER], ["app/routes/**/*.server.ts"]),
);
