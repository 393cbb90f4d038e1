import { Suspense, type ComponentType } from "react";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dataHandoff } from "./data-handoff.server.ts";

/*
 * The hand-off must be what React Router's own StreamTransfer writes, or the browser's router would not
 * get the page's data: the component is not exported, so it is loaded from the installed package's
 * file (an upgrade that changes it fails here instead of in visitors' browsers).
 */
interface StreamTransferProps {
  context: { renderMeta: { didRenderScripts: boolean } };
  identifier: number;
  reader: ReadableStreamDefaultReader<Uint8Array>;
  textDecoder: TextDecoder;
}
// Its declarations leave the component out: the props above are those of its source.
const { StreamTransfer } =
  (await import("../../../node_modules/react-router/dist/production/lib/dom/ssr/single-fetch.js")) as unknown as {
    StreamTransfer: ComponentType<StreamTransferProps>;
  };

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      // One chunk per turn, as an encoder that waits for data would give them.
      await new Promise((r) => setImmediate(r));
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

/** What React Router writes for the same chunks, rendered by React as a page render does. */
function routerMarkup(chunks: Uint8Array[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <Suspense>
        <StreamTransfer
          context={{ renderMeta: { didRenderScripts: true } }}
          identifier={0}
          reader={streamOf(chunks).getReader()}
          textDecoder={new TextDecoder()}
        />
      </Suspense>,
      {
        onAllReady() {
          let html = "";
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                html += chunk.toString("utf8");
                callback();
              },
              final(callback) {
                resolve(html);
                callback();
              },
            }),
          );
        },
        onShellError: reject,
        onError: reject,
      },
    );
  });
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("the loader data's hand-off to the browser", () => {
  const cases: Record<string, Uint8Array[]> = {
    "one chunk": [bytes('[{"_1":2},"loaderData",{"title":"Ética"}]\n')],
    "several chunks (deferred values)": [bytes('[{"_1":2},"a"]\n'), bytes('P1:["b"]\n'), bytes('P2:["c"]\n')],
    "no data": [],
    "characters that could end the script or start markup": [
      bytes(`["</script><script>alert(1)</script>","<!--$!-->","a & b > c","\u2028\u2029","\\"quoted\\""]\n`),
    ],
    // A character split between two chunks is decoded whole, as the browser's router reads it.
    "a character split across chunks": (() => {
      const all = bytes('["día ñandú 🌍"]\n');
      return [all.slice(0, 4), all.slice(4, 13), all.slice(13)];
    })(),
  };

  for (const [name, chunks] of Object.entries(cases)) {
    it(`writes what React Router's StreamTransfer writes: ${name}`, async () => {
      const expected = await routerMarkup(chunks.map((c) => c.slice()));
      const actual = await dataHandoff(streamOf(chunks.map((c) => c.slice())));
      expect(actual).toBe(expected);
      expect(actual).toContain("streamController.close()");
    });
  }

  it("never lets the data close its script element", async () => {
    const html = await dataHandoff(streamOf([bytes('["</script><img src=x onerror=alert(1)>"]')]));
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the enqueue script's and the close script's
    expect(html).not.toContain("<img");
  });
});
