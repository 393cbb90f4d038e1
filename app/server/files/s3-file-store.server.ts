import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config.server.ts";
import { isSafeFileName, type ByteRange, type FileStore, type StoredFile } from "./file-store.server.ts";
import { CONTENT_TYPES } from "./file-types.server.ts";

/*
 * Files in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph, R2...), so that several copies of the
 * server share them (docs/decisions/0014-s3-file-storage.md). Each stored name is one object,
 * `S3_PREFIX/name`. get() is a HEAD (size, ETag, date) and read() a GetObject of just the asked range,
 * streamed as it arrives: a 20 MB PDF is never held whole in memory.
 */

/** Why a call failed, in words an operator can act on (/readyz shows it); never credentials. */
export class FileStorageError extends Error {}

/** The SDK's error fields this store looks at. */
interface SdkError {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (err: unknown) => (err as SdkError).$metadata?.httpStatusCode;

/** The endpoint without any user:password@ part, for messages. */
function shownEndpoint(endpoint: string | undefined): string {
  if (!endpoint) return "AWS";
  try {
    const url = new URL(endpoint);
    url.username = "";
    url.password = "";
    return url.origin;
  } catch {
    return "the configured endpoint";
  }
}

export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly where: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    const prefix = (config.prefix ?? "").replace(/^\/+|\/+$/g, "");
    this.prefix = prefix ? `${prefix}/` : "";
    this.where = `S3 bucket "${config.bucket}" at ${shownEndpoint(config.endpoint)}`;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // The SDK's default CRC checksums (aws-chunked uploads) are AWS's own: MinIO, Garage, s3rver and
      // older servers refuse or ignore them. Checksums only where the API requires one, on every server,
      // so the tested behaviour is the one in production.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // Without these an unreachable endpoint would hold a request (and /readyz) for minutes.
      requestHandler: { connectionTimeout: 3000, socketTimeout: 30_000 },
    });
  }

  private key(name: string): string {
    return `${this.prefix}${name}`;
  }

  private failure(action: string, err: unknown): FileStorageError {
    const e = err as SdkError;
    const status = statusOf(err);
    const what = [e.name && e.name !== "Error" ? e.name : undefined, e.message].filter(Boolean).join(": ");
    return new FileStorageError(
      `${this.where}: ${action} failed${status ? ` (HTTP ${status})` : ""}: ${what || "no answer"}`,
    );
  }

  async put(name: string, bytes: Uint8Array): Promise<void> {
    if (!isSafeFileName(name)) throw new Error(`unsafe file name: ${name}`);
    const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(name),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: CONTENT_TYPES[ext] ?? "application/octet-stream",
        }),
      );
    } catch (err) {
      throw this.failure(`writing ${name}`, err);
    }
  }

  async get(name: string): Promise<StoredFile | undefined> {
    if (!isSafeFileName(name)) return undefined;
    const Key = this.key(name);
    let head;
    try {
      head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
    } catch (err) {
      if (statusOf(err) === 404) return undefined;
      throw this.failure(`reading ${name}`, err);
    }
    const etag = head.ETag ?? "";
    return {
      name,
      size: head.ContentLength ?? 0,
      // S3's ETag is already a quoted strong tag (an MD5, or a multipart upload's), the same for every copy.
      etag: etag.startsWith('"') ? etag : `"${etag}"`,
      modified: head.LastModified ?? new Date(0),
      read: (range) => this.read(Key, etag, range),
    };
  }

  /**
   * The object's bytes (or one range) as a stream that starts the GetObject when first read. If-Match
   * makes a file replaced since get() fail instead of mixing the new bytes under the old headers.
   * Exactly the asked bytes are passed on, whatever the server sends: some S3-compatible servers answer
   * more than a range asked for (s3rver sends the whole rest for `bytes=0-0`) or ignore Range.
   */
  private read(Key: string, etag: string, range: ByteRange | undefined): Readable {
    const abort = new AbortController();
    const { client, bucket } = this;
    const failure = this.failure.bind(this);
    async function* chunks(): AsyncGenerator<Buffer> {
      let body: Readable;
      let first: number;
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key,
            ...(etag ? { IfMatch: etag } : {}),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
          { abortSignal: abort.signal },
        );
        body = answer.Body as Readable;
        first = Number(/^bytes (\d+)-/.exec(answer.ContentRange ?? "")?.[1] ?? 0);
      } catch (err) {
        throw failure(`reading ${Key}`, err);
      }
      if (!range) {
        // Leaving the loop early (the client went away) destroys the body and frees its connection.
        for await (const chunk of body) yield chunk as Buffer;
        return;
      }
      if (first !== range.start) {
        body.destroy();
        throw failure(`reading ${Key}`, new Error(`asked for bytes from ${range.start}, got from ${first}`));
      }
      let left = range.end - range.start + 1;
      for await (const chunk of body) {
        const part = (chunk as Buffer).subarray(0, left);
        left -= part.length;
        yield part;
        if (left === 0) return;
      }
      throw failure(`reading ${Key}`, new Error(`the answer ended ${left} bytes short`));
    }
    const stream = Readable.from(chunks(), { objectMode: false });
    // Closed before its end (the client went away): a GetObject still waiting for its answer is dropped.
    stream.once("close", () => {
      if (!stream.readableEnded) abort.abort();
    });
    return stream;
  }

  async exists(name: string): Promise<boolean> {
    return (await this.get(name)) !== undefined;
  }

  async delete(name: string): Promise<boolean> {
    // S3 answers a delete the same whether or not the object was there: ask first, to say which.
    if (!(await this.exists(name))) return false;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
      return true;
    } catch (err) {
      throw this.failure(`deleting ${name}`, err);
    }
  }

  async *list(): AsyncIterable<string> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, ...(this.prefix ? { Prefix: this.prefix } : {}) },
    );
    try {
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(this.prefix.length);
          // Only what get() can read: objects in "subfolders" or with other names are not this site's.
          if (name && isSafeFileName(name)) yield name;
        }
      }
    } catch (err) {
      throw this.failure("listing the files", err);
    }
  }
}
