import { reactRouter } from "@react-router/dev/vite";
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress-plugin.ts";

export default defineConfig({
  plugins: [
    reactRouter(),
    // The context tokens must be the same instances in server.ts's bundle and in the SSR bundle.
    fastifyReactRouterDev({
      entry: "./server.ts",
      externalizeServerEntryImports: ["#app/context-tokens.js"],
    }),
    precompress(),
  ],
  build: { target: "es2022" },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Few, larger files instead of ~20 small ones: over HTTP/1.1 each file costs a round trip.
            // The framework in one file; the site's shared parts (used by two screens or more) in another;
            // the editing area's code never joins either.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 2,
                },
                {
                  name: "site",
                  // The editing area's texts and its templates' forms (labels in two languages) are shared by
                  // its screens only, and the visitors' forms (contact, newsletter) by the two screens that
                  // have one, and the list screens' filter bar by the four lists: never in the file every public
                  // page loads.
                  test: /[\\/]app[\\/](components|content|i18n)[\\/](?!.*(admin|template-fields|forms|visitor-form|contact-form|filter-bar|card-list|search-box|use-url-filters))/,
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
