import { reactRouter } from "@react-router/dev/vite";
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress-plugin.ts";

const SITE_SHARED =
  /[\\/]app[\\/](components|content|i18n)[\\/](?!.*(admin|forms|visitor-form|contact-form|filter-bar|card-list|search-box|use-url-filters))/;
const PUBLIC_ENTRY = /[\\/]app[\\/](root\.tsx$|routes[\\/]site[\\/])/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** Whether a public page's route (or the root) imports the module, directly or through others. */
const publicReach = new Map<string, boolean>();
function reachedByPublicPages(id: string, graph: ModuleGraph): boolean {
  let reached = publicReach.get(id);
  if (reached === undefined) {
    reached = climbsToPublicEntry(id, graph, new Set());
    publicReach.set(id, reached);
  }
  return reached;
}

/** A walk up the importers; a module already on the walk is left (its other importers are walked there). */
function climbsToPublicEntry(id: string, graph: ModuleGraph, seen: Set<string>): boolean {
  if (PUBLIC_ENTRY.test(id) || publicReach.get(id) === true) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((by) =>
    climbsToPublicEntry(by, graph, seen),
  );
}

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
                  // Only what a public page reaches: a module the editing area's screens share among
                  // themselves stays with them. The visitors' forms (contact, newsletter) are shared by the two
                  // screens that have one, and the list screens' filter bar by the four lists: never in the
                  // file every public page loads either.
                  name: (id, ctx) => (SITE_SHARED.test(id) && reachedByPublicPages(id, ctx) ? "site" : null),
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
