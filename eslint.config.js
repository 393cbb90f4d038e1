import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

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
    // Browser code must never pull in server-only modules.
    files: ["app/**/*.tsx", "app/components/**", "app/i18n/**", "app/content/**"],
    ignores: ["app/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "#app/server/*"],
              message: "Server-only code: load it in a loader via context.",
            },
          ],
        },
      ],
    },
  },
);
