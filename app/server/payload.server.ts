import type { Readable } from "node:stream";

/** A reply payload as bytes (strings, buffers and streams alike); undefined for anything else. */
export async function readPayload(payload: unknown): Promise<Buffer | undefined> {
  if (typeof payload === "string") return Buffer.from(payload, "utf8");
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as Readable)[Symbol.asyncIterator] === "function") {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  return undefined;
}
