import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../app/server/api/files.server.ts";
import { storedNameFor } from "../../app/server/files/file-store.server.ts";
import { adapters } from "../support/adapters.ts";
import { startApi, type Harness } from "../support/api-harness.ts";

/*
 * Malformed and hostile uploads, written byte by byte to a real listening server: bodies cut short,
 * boundaries missing, parts doubled, names that try to escape. inject() cannot send most of these
 * (it always completes the body), so each goes over a socket. Every answer must be a 4xx
 * { message, code } and the server must still answer afterwards. Uploads do not touch the page
 * store, so one adapter (SQLite) is enough here; files.test.ts runs on both.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const BOUNDARY = "----hostile7MA4YWxkTrZu0gW";

interface RawAnswer {
  status?: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection without a complete answer. */
  cut: boolean;
}

/** How the client ends its side: half-close (FIN), reset (RST), or leave it open for the answer. */
type Ending = "fin" | "rst" | "open";

function part(field: string, filename: string | undefined, bytes: Buffer, type = "application/octet-stream") {
  const disposition = filename === undefined ? "" : `; filename="${filename}"`;
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"${disposition}\r\nContent-Type: ${type}\r\n\r\n`,
      "latin1",
    ),
    bytes,
    Buffer.from("\r\n"),
  ]);
}
const close = () => Buffer.from(`--${BOUNDARY}--\r\n`);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, close()]);

describe("hostile uploads against a listening server", () => {
  let h: Harness;
  let token: string;
  let port: number;
  let folder: string;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    h = await startApi(adapters[0] as (typeof adapters)[number]);
    token = await h.login();
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    port = (h.app.server.address() as net.AddressInfo).port;
    folder = path.join(h.services.config.dataDir, "files");
  });
  afterEach(() => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  });
  afterAll(async () => h.close());

  /** Writes a request as raw bytes and reads whatever comes back until the server closes. */
  function raw(
    head: Record<string, string>,
    body: Buffer,
    options: { ending?: Ending; contentLength?: number; timeoutMs?: number } = {},
  ): Promise<RawAnswer> {
    const { ending = "open", timeoutMs = 10_000 } = options;
    const headers = {
      Host: `127.0.0.1:${port}`,
      Authorization: `Bearer ${token}`,
      Connection: "close",
      "Content-Length": String(options.contentLength ?? body.length),
      ...head,
    };
    const text =
      "POST /api/prod/files HTTP/1.1\r\n" +
      Object.entries(headers)
        .filter(([, v]) => v !== "")
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join("") +
      "\r\n";
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1");
      sockets.add(socket);
      const chunks: Buffer[] = [];
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error("the server neither answered nor closed the connection"));
      }, timeoutMs);
      socket.on("data", (c: Buffer) => chunks.push(c));
      socket.on("error", () => {}); // a reset after our own RST or the server's close
      socket.on("close", () => {
        clearTimeout(timer);
        resolve(parseAnswer(Buffer.concat(chunks)));
      });
      socket.write(text);
      socket.write(body, () => {
        if (ending === "fin") socket.end();
        if (ending === "rst") socket.resetAndDestroy();
      });
    });
  }

  function parseAnswer(bytes: Buffer): RawAnswer {
    const split = bytes.indexOf("\r\n\r\n");
    if (split < 0) return { headers: {}, body: "", cut: true };
    const [statusLine = "", ...lines] = bytes.subarray(0, split).toString("latin1").split("\r\n");
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
    );
    let body = bytes.subarray(split + 4);
    if (headers["transfer-encoding"] === "chunked") {
      const out: Buffer[] = [];
      for (let at = 0; ;) {
        const eol = body.indexOf("\r\n", at);
        const size = parseInt(body.subarray(at, eol).toString(), 16);
        if (!size) break;
        out.push(body.subarray(eol + 2, eol + 2 + size));
        at = eol + 2 + size + 2;
      }
      body = Buffer.concat(out);
    }
    return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8"), cut: false };
  }

  async function expectAlive() {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  }

  function expectError(answer: RawAnswer, status: number, code: string, message?: RegExp) {
    expect(answer.cut, "the server answered").toBe(false);
    expect(answer.status, answer.body).toBe(status);
    const body = JSON.parse(answer.body) as { message: string; code: string };
    expect(body.code).toBe(code);
    expect(typeof body.message).toBe("string");
    if (message) expect(body.message).toMatch(message);
  }

  const MULTIPART = { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` };

  it("a body cut short, the client then half-closing: 400 { message, code }", async () => {
    const whole = form(part("file", "a.png", Buffer.concat([PNG, Buffer.alloc(50_000)])));
    const answer = await raw(MULTIPART, whole.subarray(0, 20_000), {
      ending: "fin",
      contentLength: whole.length,
    });
    // Node sees the connection end before the announced length: its clientError, answered as JSON.
    expectError(answer, 400, "bad_request", /cut short/);
    await expectAlive();
  });

  it("a body cut short, the client then resetting the connection: the server goes on", async () => {
    const whole = form(part("file", "a.png", Buffer.concat([PNG, Buffer.alloc(500_000)])));
    const answer = await raw(MULTIPART, whole.subarray(0, 100_000), {
      ending: "rst",
      contentLength: whole.length,
    });
    expect(answer.cut).toBe(true); // we reset: nothing can come back on this connection
    await expectAlive();
    expect(fs.readdirSync(folder).filter((n) => n.startsWith("a-") || n.endsWith(".tmp"))).toEqual([]);
  });

  it("a chunked body that stops mid-part and half-closes: 400 { message, code }", async () => {
    const chunk = form(part("file", "a.png", PNG)).subarray(0, 120);
    const body = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
    const answer = await raw({ ...MULTIPART, "Content-Length": "", "Transfer-Encoding": "chunked" }, body, {
      ending: "fin",
    });
    expectError(answer, 400, "bad_request");
    await expectAlive();
  });

  it("a multipart Content-Type without a boundary: 400", async () => {
    const answer = await raw({ "Content-Type": "multipart/form-data" }, form(part("file", "a.png", PNG)));
    expectError(answer, 400, "invalid_request", /multipart body is malformed/);
    await expectAlive();
  });

  it("a boundary that never appears in the body: 400", async () => {
    const body = Buffer.concat([Buffer.from("just some bytes, no parts at all\r\n"), PNG]);
    const answer = await raw(MULTIPART, body);
    expectError(answer, 400, "invalid_request");
    await expectAlive();
  });

  it("a part whose headers never end: 400", async () => {
    const body = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`,
    );
    const answer = await raw(MULTIPART, body);
    expectError(answer, 400, "invalid_request");
    await expectAlive();
  });

  it("two parts named file: 400, and neither is stored", async () => {
    const before = fs.readdirSync(folder).length;
    const answer = await raw(MULTIPART, form(part("file", "a.png", PNG), part("file", "b.png", PNG)));
    expectError(answer, 400, "invalid_request", /More than one file/);
    expect(fs.readdirSync(folder).length).toBe(before);
    await expectAlive();
  });

  it("the file in a field named otherwise, alone or before a right one: 400", async () => {
    for (const body of [
      form(part("upload", "a.png", PNG)),
      form(part("upload", "a.png", PNG), part("file", "b.png", PNG)),
    ]) {
      expectError(await raw(MULTIPART, body), 400, "invalid_request", /field named file/);
    }
    // a text field called file (no filename, a text type) is not a file
    expectError(
      await raw(MULTIPART, form(part("file", undefined, PNG, "text/plain"))),
      400,
      "invalid_request",
      /No file/,
    );
    await expectAlive();
  });

  it("too many form fields: 400", async () => {
    const fields = Array.from({ length: 8 }, (_v, i) => part(`f${i}`, undefined, Buffer.from("x")));
    expectError(await raw(MULTIPART, form(...fields, part("file", "a.png", PNG))), 400, "invalid_request");
    await expectAlive();
  });

  it("an empty file and an empty body: 400", async () => {
    expectError(
      await raw(MULTIPART, form(part("file", "a.png", Buffer.alloc(0)))),
      400,
      "invalid_request",
      /empty/,
    );
    expectError(await raw(MULTIPART, Buffer.alloc(0)), 400, "invalid_request");
    await expectAlive();
  });

  it("exactly 20 MB is stored; 20 MB and one byte is 413", async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES - PNG.length)]);
    const ok = await raw(MULTIPART, form(part("file", "exact.png", exact)), { timeoutMs: 30_000 });
    expect(ok.status, ok.body).toBe(201);
    expect(JSON.parse(ok.body)).toMatchObject({ size: MAX_UPLOAD_BYTES, type: "image/png" });

    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    const answer = await raw(MULTIPART, form(part("file", "over.png", over)), { timeoutMs: 30_000 });
    expectError(answer, 413, "payload_too_large", /20 MB/);
    expect(fs.readdirSync(folder).filter((n) => n.startsWith("over"))).toEqual([]);
    await expectAlive();
  });

  it.each([
    ["path traversal", "../../../etc/passwd.png"],
    ["Windows path traversal", "..\\..\\windows\\system32\\a.png"],
    ["a NUL byte", "photo\u0000.php.png"],
    ["300 characters", `${"a".repeat(296)}.png`],
    ["a right-to-left override", "invoice\u202Egnp.exe.png"],
    ["only dots", "...."],
    ["an HTML tag and quotes", '"><img src=x onerror=alert(1)>.png'],
  ])("a filename with %s is stored under a safe name inside the folder", async (_k, filename) => {
    // Bytes of its own after the image's end: the same content would be the file already stored (no copy).
    const bytes = Buffer.concat([PNG, Buffer.from(filename)]);
    const answer = await raw(MULTIPART, form(part("file", filename, bytes)));
    expect(answer.status, answer.body).toBe(201);
    const { name, path: url } = JSON.parse(answer.body) as { name: string; path: string };
    expect(name).toMatch(/^[a-z0-9][a-z0-9-]{0,60}-[0-9a-f]{8}\.png$/);
    expect(fs.existsSync(path.join(folder, name))).toBe(true);
    const got = await fetch(`http://127.0.0.1:${port}${url}`);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-disposition")).toBe(`inline; filename="${name}"`);
    await expectAlive();
  });

  it("storedNameFor keeps one safe path segment whatever it is given", () => {
    for (const original of [
      "../../x.pdf",
      "a\u0000b",
      "\u202Eexe.pdf",
      "x".repeat(300),
      "",
      "/",
      "C:\\x\\..\\y",
    ]) {
      const name = storedNameFor(original, "pdf");
      expect(name).toMatch(/^[a-z0-9][a-z0-9-]{0,60}-[0-9a-f]{8}\.pdf$/);
      expect(name.length).toBeLessThanOrEqual(74);
    }
  });
});
