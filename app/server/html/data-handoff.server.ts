/*
 * React Router hands a page's loader data to the browser as inline scripts that feed
 * `window.__reactRouterContext.streamController`, one per chunk of its turbo-stream encoding. Its
 * StreamTransfer component writes them inside nested Suspense boundaries, which costs a render pass
 * per chunk; the document renderer (app/entry.server.tsx) writes the same markup here, byte for byte
 * (data-handoff.server.test.tsx renders React Router's own component to check it).
 */

const ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** A JSON string literal that cannot end its script element or start markup, as React Router escapes it. */
function scriptSafeJson(text: string): string {
  return JSON.stringify(text).replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]!);
}

/** The loader data's scripts, chunk by chunk, as React Router's StreamTransfer writes them. */
export async function dataHandoff(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = "";
  let depth = 0;
  for (;;) {
    const { done, value } = await reader.read();
    const text = decoder.decode(value, { stream: true });
    html += "<!--$-->";
    depth++;
    if (text)
      html += `<script>window.__reactRouterContext.streamController.enqueue(${scriptSafeJson(text)});</script>`;
    if (done) break;
  }
  return `${html}<script>window.__reactRouterContext.streamController.close();</script>${"<!--/$-->".repeat(depth)}`;
}
