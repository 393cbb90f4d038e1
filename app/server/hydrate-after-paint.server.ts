/*
 * A public page is whole without its scripts: they only make it interactive. React Router puts their
 * `modulepreload` links in the head and a module script that imports them at the end of the body, so the
 * browser asks for ~130 KB of code while it is still parsing, before it paints anything. A slow phone then
 * shares its bandwidth between the page it shows and code it does not need yet, and Lighthouse's simulated
 * phone counts every request started before the largest paint as something that paint waited for
 * (its LCP was 2.2 s for an FCP of 0.9 s: docs/performance.md, issue 44).
 *
 * This rewrite keeps React Router's module script (same element, same place: React hydrates it as it
 * is) but runs its work after the first paint: the preload links are added then, and its static imports
 * become dynamic ones. When the script is not
 * in the shape this knows (a React Router upgrade), the page is left as React Router wrote it, and
 * `hydrate-after-paint.test.ts` fails.
 */

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"\\]+");[ \t]*$/gm;
/** Any static import left after the known ones are taken out: a shape this rewrite does not know. */
const OTHER_STATIC_IMPORT = /^\s*import\s*[\w*{'"]/m;

/*
 * When the page is shown: once the browser reports its first contentful paint (the frame on screen, not
 * only drawn: a frame's callbacks run before that), or after 3 s whatever happens; a browser without paint
 * timing waits for a frame. A hidden page (a background tab paints nothing) starts at once.
 */
const AFTER_FIRST_PAINT = `let started = false;
const start = () => { if (!started) { started = true; hydrate(); } };
if (document.visibilityState !== "visible") start();
else {
  setTimeout(start, 3000);
  if (PerformanceObserver.supportedEntryTypes?.includes("paint"))
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); setTimeout(start); }
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(start));
}`;

/** The document with its hydration started after the first paint; unchanged when its shape is unknown. */
export function hydrateAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const body = script[1]!;
  const imports = [...body.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1]!, from: m[2]! }));
  const rest = body.replace(STATIC_IMPORT, "");
  if (OTHER_STATIC_IMPORT.test(rest)) return html;
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((m) => m[1]!);
  const loader = [
    "const hydrate = async () => {",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    'const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link);',
    "}",
    imports.length
      ? `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.from})`).join(", ")}]);`
      : "",
    rest,
    "};",
    AFTER_FIRST_PAINT,
  ].join("\n");
  const at = script.index;
  const rewritten =
    html.slice(0, at) +
    `<script type="module" async="">${loader}</script>` +
    html.slice(at + script[0].length);
  return rewritten.replace(PRELOAD_LINK, "");
}
