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
  const read = await readPayloadParts(payload);
  return read && (read.parts.length === 1 ? read.parts[0]! : Buffer.concat(read.parts, read.length));
}

/**
 * A reply payload as the pieces of its bytes, and what to send on in its place (the payload itself
 * when it was not consumed to read it); undefined for anything that is not bytes. A stream is read only
 * up to `cap` bytes: past it `whole` is false, and `send` is what was read followed by the rest of the
 * stream, still unread (a sitemap file of 21 MB is not held to learn that it is too large to keep).
 */
export async function readPayloadParts(
  payload: unknown,
  cap = Infinity,
): Promise<{ parts: Buffer[]; length: number; send: unknown; whole: boolean } | undefined> {
  if (payload instanceof BodyParts)
    return { parts: [...payload.parts], length: payload.length, send: payload, whole: true };
  if (typeof payload === "string" || Buffer.isBuffer(payload)) {
    const body = typeof payload === "string" ? Buffer.from(payload, "utf8") : payload;
    return { parts: [body], length: body.length, send: body, whole: true };
  }
  if (!isPayloadBytes(payload)) return undefined;
  const chunks = (payload as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let length = 0;
  while (length <= cap) {
    const next = await chunks.next();
    if (next.done) {
      const body = parts.length === 1 ? parts[0]! : Buffer.concat(parts, length);
      return { parts: [body], length, send: body, whole: true };
    }
    const part = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    parts.push(part);
    length += part.length;
  }
  async function* rest() {
    try {
      yield* parts;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    } finally {
      await chunks.return?.();
    }
  }
  return { parts, length, send: Readable.from(rest(), { objectMode: false }), whole: false };
}
