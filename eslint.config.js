import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";

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
  {
    // One-way layers (docs/architecture.md "Layout of the code"): routes → components → content; server →
    // content; content imports nothing of the app; browser code never reaches server-only code, and the
    // public site never reaches the editing area's.
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app/content",
              from: "./app",
              except: ["./content"],
              message: "app/content holds pure rules: it imports nothing else of the app.",
            },
            {
              target: "./app/i18n",
              from: "./app",
              except: ["./i18n", "./content"],
              message: "Dictionaries depend on content types only.",
            },
            {
              target: "./app/components",
              from: ["./app/routes", "./app/server"],
              message: "Shared view parts are used by routes, never the reverse, and never reach the server.",
            },
            {
              target: "./app/server",
              from: ["./app/routes", "./app/components", "./app/root.tsx"],
              message: "Server code serves the screens; it does not import them.",
            },
            {
              target: "./app/routes/**/!(*.server).{ts,tsx}",
              // React Router keeps *.server.ts modules out of the browser build (and fails it if one leaks).
              from: "./app/server/**/!(*.server).ts",
              message: "Browser code: reach server-only code from a *.server.ts module, in a loader.",
            },
            {
              target: "./app/routes/site",
              from: "./app/routes/admin",
              message: "Public pages must not load the editing area's code.",
            },
            {
              target: ["./app/components", "./app/content", "./app/i18n", "./app/root.tsx"],
              from: "./app/routes/admin",
              message: "Only the editing area imports the editing area.",
            },
          ],
        },
      ],
    },
  },
);
