import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes, pageCsp } from "./csp.server.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("hash-based CSP", () => {
  it("hashes every inline script, not external ones, once each", () => {
    const html =
      '<script>window.a=1</script><script type="module">import("/x.js")</script>' +
      '<script src="/assets/a.js"></script><script>window.a=1</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")')]);
  });
  it("never allows inline scripts wholesale", () => {
    const csp = pageCsp([sha("x")]);
    expect(csp).toContain(`script-src 'self' ${sha("x")}`);
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;[^;]*script-src|script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
  it("hashes inline style blocks, leaves out the ones the caller hashes itself, and allows no inline style wholesale", () => {
    const html =
      '<style data-href="/a.css">/*@inline-sheet:/assets/a.css*/</style><style>b{c:d}</style><p style="x:y">';
    expect(inlineStyleHashes(html, (body) => body.startsWith("/*@inline-sheet:"))).toEqual([sha("b{c:d}")]);
    const csp = pageCsp([sha("x")], [sha("b{c:d}")]);
    expect(csp).toContain(`style-src 'self' ${sha("b{c:d}")};`);
    expect(csp).not.toMatch(/unsafe-inline/);
    expect(pageCsp([])).toContain("style-src 'self';");
  });
});
