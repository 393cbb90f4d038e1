/**
 * `npm test`'s import-cycle check: no module of the server, the app or the scripts may reach itself
 * through its imports (type-only imports left out: they vanish when built). A cycle makes the order of
 * module start-up matter and ties two modules into one. Exits 1 and names each cycle found.
 *
 *     node scripts/check-cycles.ts [folder]     # the repository by default
 */
import path from "node:path";
import { parseCircular, parseDependencyTree } from "dpdm";

export const CHECKED = ["server.ts", "app/**/*.ts", "app/**/*.tsx", "scripts/**/*.ts"];

/** The cycles among the modules under `root` (each as the list of files it goes through). */
export async function importCycles(root: string, entries: readonly string[] = CHECKED): Promise<string[][]> {
  const tree = await parseDependencyTree(
    entries.map((e) => path.join(root, e)),
    {
      context: root,
      transform: true, // type-only imports are dropped, as the build drops them
      skipDynamicImports: false,
      exclude: /node_modules|[\\/]build[\\/]/,
    },
  );
  // A lazy import() runs after both modules have started: not a cycle.
  return parseCircular(tree, true);
}

if (import.meta.main) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
  const cycles = await importCycles(root);
  for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(" → ")}`);
  if (cycles.length) process.exit(1);
  console.log("no import cycles");
}
