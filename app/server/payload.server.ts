import { Readable } from "node:stream";

/**
 * A body made of pieces kept elsewhere, sent without joining them: the API's page list is each page's
 * stored JSON (kept between lists, decision 0022) between a few separators. Joining a long list into
 * one new buffer costs, under load, the first touch of freshly mapped memory (allocations that size get
 * mappings of their own, scripts/support.ts; docs/performance.md "Figures behind the code"). The
 * response cache keeps the pieces as they are. Piped to a response, they leave in one write: they are all
 * pushed at once, and a response corks its socket for the rest of the tick when it writes.
 */
export class BodyParts extends Readable {
  readonly parts: readonly Buffer[];
  readonly length: number;

  constructor(parts: readonly Buffer[]) {
    super();
    this.parts = parts;
    this.length = parts.reduce((n, part) => n + part.length, 0);
  }

  override _read(): void {
    for (const part of this.parts) this.push(part);
    this.push(null);
  }
}

/** Whether a reply payload is bytes (a string, a buffer, a stream): what readPayload reads. */
export function isPayloadBytes(payload: unknown): boolean {
  return (
    typeof payload === "string" ||
    Buffer.isBuffer(payload) ||
    payload instanceof BodyParts ||
    (!!payload && typeof (payload as Readable)[Symbol.asyncIterator] === "function")
  );
}

/** A reply payload as bytes (strings, buffers and streams alike); undefined for anything else. */
export async function readPayload(payload: unknown): Promise<Buffer | undefined> {
  if (typeof payload === "string") return Buffer.from(payload, "utf8");
  if (Buffer.isBuffer(payload)) return payload;
  if (payload instanceof BodyParts) return Buffer.concat(payload.parts);
  if (isPayloadBytes(payload)) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  return undefined;
}

/**
 * A reply payload as the pieces of its bytes, and what to send on in its place (the payload itself
 * when it was not consumed to read it); undefined for anything that is not bytes.
 */
export async function readPayloadParts(
  payload: unknown,
): Promise<{ parts: Buffer[]; length: number; send: unknown } | undefined> {
  if (payload instanceof BodyParts)
    return { parts: [...payload.parts], length: payload.length, send: payload };
  const body = await readPayload(payload);
  return body && { parts: [body], length: body.length, send: body };
}
