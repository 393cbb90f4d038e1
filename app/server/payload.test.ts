import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { PassThrough, Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { BodyParts, readPayload, readPayloadParts } from "./payload.server.ts";

/** Three hundred pieces, as the API list is made of (separators and each page's stored JSON). */
const pieces = Array.from({ length: 300 }, (_, i) => Buffer.from(`${i ? "," : ""}{"Page":"p${i}"}`));
const whole = Buffer.concat(pieces);

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** Serves `body` piped to a real response; resolves the bytes received and the socket writes it took. */
async function served(): Promise<{ bytes: Buffer; writes: number; length: string | null }> {
  let writes = 0;
  server = http.createServer((_req, res) => {
    const socket = res.socket as Socket & { _write: unknown; _writev: unknown };
    for (const method of ["_write", "_writev"] as const) {
      const original = socket[method] as (...args: unknown[]) => unknown;
      socket[method] = (...args: unknown[]) => {
        writes++;
        return original.apply(socket, args);
      };
    }
    const body = new BodyParts(pieces);
    res.setHeader("content-length", String(body.length));
    body.pipe(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/`);
  return {
    bytes: Buffer.from(await res.arrayBuffer()),
    writes,
    length: res.headers.get("content-length"),
  };
}

describe("BodyParts", () => {
  it("writes its pieces to a response in one write, whole and with their length", async () => {
    const { bytes, writes, length } = await served();
    expect(bytes.equals(whole)).toBe(true);
    expect(length).toBe(String(whole.length));
    // Headers and 300 pieces leave together: one system call, not one per piece.
    expect(writes).toBe(1);
  });

  it("streams the same bytes to anything else (a compressor), and reads back as one body", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => out.on("end", resolve));
    new BodyParts(pieces).pipe(out);
    await ended;
    expect(Buffer.concat(chunks).equals(whole)).toBe(true);
    expect((await readPayload(new BodyParts(pieces)))?.equals(whole)).toBe(true);
  });

  it("is read as its pieces without being consumed, and sent on as it is", async () => {
    const body = new BodyParts(pieces);
    const read = await readPayloadParts(body);
    expect(read?.send).toBe(body);
    expect(read?.length).toBe(whole.length);
    expect(read?.parts.every((part, i) => part === pieces[i])).toBe(true);
    const text = await readPayloadParts("é");
    expect([text?.length, text?.parts.length]).toEqual([2, 1]);
    expect(await readPayloadParts({ not: "bytes" })).toBeUndefined();
  });

  it("reads a stream no further than its cap, and sends on what it read followed by the rest, unread until then", async () => {
    let pulled = 0;
    async function* source() {
      for (const piece of pieces) {
        pulled++;
        yield piece;
      }
    }
    // A stream reads one piece ahead of its reader (highWaterMark 1).
    const read = await readPayloadParts(Readable.from(source(), { highWaterMark: 1 }), pieces[0]!.length);
    expect(read?.whole).toBe(false);
    expect(read?.parts).toHaveLength(2);
    expect(pulled).toBeLessThanOrEqual(3);
    const sent: Buffer[] = [];
    for await (const chunk of read!.send as Readable) sent.push(chunk as Buffer);
    expect(Buffer.concat(sent).equals(whole)).toBe(true);
    const under = await readPayloadParts(Readable.from(pieces), whole.length);
    expect([under?.whole, under?.length, (under?.send as Buffer).equals(whole)]).toEqual([
      true,
      whole.length,
      true,
    ]);
  });
});
