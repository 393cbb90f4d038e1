import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "../../app/server/files/image-check.server.ts";
import { makeDemoFiles } from "../../app/server/seed/demo-files.server.ts";
import { adapters } from "../support/adapters.ts";
import { json, startApi, type Harness } from "../support/api-harness.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
);

/** A 1×1 PNG whose header declares another size (the pixels are never decoded, only the header is read). */
function pngOf(width: number, height: number): Buffer {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** Just enough JPEG for a reader of headers: SOI, JFIF, a baseline SOF0 with the size, EOI. */
function jpegOf(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from("JFIF\0", "latin1"),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255]),
    Buffer.from([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]),
  ]);
}

function gifOf(width: number, height: number): Buffer {
  const gif = Buffer.alloc(32);
  gif.write("GIF89a", 0, "latin1");
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  return gif;
}

/** An extended WebP header (VP8X), which holds the canvas size as 24-bit numbers. */
function webpOf(width: number, height: number): Buffer {
  const webp = Buffer.alloc(30);
  webp.write("RIFF", 0, "latin1");
  webp.writeUInt32LE(22, 4);
  webp.write("WEBPVP8X", 8, "latin1");
  webp.writeUInt32LE(10, 16);
  webp.writeUIntLE(width - 1, 24, 3);
  webp.writeUIntLE(height - 1, 27, 3);
  return webp;
}

/** A real one-page PDF made with pdf-lib; `change` adds to it before it is saved. */
async function pdfWith(
  change: (doc: PDFDocument) => void = () => {},
  useObjectStreams = false,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText("Hola", { font: await doc.embedFont(StandardFonts.Helvetica) });
  change(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}

const jsAction = (doc: PDFDocument) =>
  doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert('pwned')") });

function multipart(
  filename: string,
  bytes: Buffer,
  contentType = "application/octet-stream",
  field = "file",
) {
  const boundary = "----simbiosis" + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(adapters)("files on $name", (target) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login();
  });
  afterAll(async () => h.close());

  const upload = (filename: string, bytes: Buffer, type?: string, field?: string) => {
    const mp = multipart(filename, bytes, type, field);
    return h.app.inject({
      method: "POST",
      url: "/api/prod/files",
      headers: { authorization: `Bearer ${token}`, "content-type": mp.contentType },
      payload: mp.payload,
    });
  };

  it.each([
    ["PNG", "Foto de Ñandú.png", PNG, "image/png"],
    ["PDF", "guía.pdf", PDF, "application/pdf"],
    ["SVG", "logo.svg", SVG, "image/svg+xml"],
  ])(
    "stores a %s under a safe generated name and serves it with its type, ETag and cache headers",
    async (_k, name, bytes, mime) => {
      const res = await upload(name, bytes, "text/plain");
      expect(res.statusCode).toBe(201);
      const body = json<{ name: string; path: string; url: string; size: number; type: string }>(res);
      expect(body.type).toBe(mime);
      expect(body.size).toBe(bytes.length);
      expect(body.name).toMatch(/^[a-z0-9-]+-[0-9a-f]{8}\.(png|pdf|svg)$/);
      expect(body.path).toBe(`/content/${body.name}`);

      const got = await h.app.inject({ method: "GET", url: body.path });
      expect(got.statusCode).toBe(200);
      expect(got.headers["content-type"]).toBe(mime);
      expect(got.rawPayload.equals(bytes)).toBe(true);
      expect(got.headers["cache-control"]).toMatch(/max-age=\d+/);
      expect(got.headers["x-content-type-options"]).toBe("nosniff");
      const etag = got.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await h.app.inject({ method: "GET", url: body.path, headers: { "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      const csp = got.headers["content-security-policy"] as string;
      expect(csp).toMatch(/(^|; )sandbox(;|$)/);
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'self'/);
    },
  );

  it("judges the type by the bytes, not the name or the client's type", async () => {
    const res = await upload("virus.png", Buffer.from("MZ\x90\x00 this is not an image"), "image/png");
    expect(res.statusCode).toBe(415);
    expect(json(res)).toMatchObject({ code: "unsupported_file_type" });
    expect(json(res).message).toMatch(/PDF, PNG, JPEG, WebP, GIF or SVG/);
    const html = await upload(
      "page.svg",
      Buffer.from("<html><script>alert(1)</script></html>"),
      "image/svg+xml",
    );
    expect(html.statusCode).toBe(415);
  });

  it.each([
    ["a script element", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ["an event handler", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    [
      "a javascript: link",
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
    ],
    [
      "a foreignObject",
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>',
    ],
  ])("refuses an SVG with %s", async (_k, svg) => {
    const res = await upload("bad.svg", Buffer.from(svg), "image/svg+xml");
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: "unsafe_svg" });
  });

  it("refuses a file over 20 MB with 413", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 + 10, 32)]);
    const res = await upload("big.pdf", big);
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toMatch(/20 MB/);
  });

  it("refuses an empty file, a wrong field and a non-multipart body", async () => {
    expect((await upload("e.png", Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload("a.png", PNG, "image/png", "other")).statusCode).toBe(400);
    const notMp = await h.app.inject({
      method: "POST",
      url: "/api/prod/files",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: "{}",
    });
    expect(notMp.statusCode).toBe(415);
  });

  it.each([
    "/content/..%2fsite.db",
    "/content/..%252fsite.db",
    "/content/%2e%2e/site.db",
    "/content/%252e%252e%252fsite.db",
    "/content/../site.db",
    "/content/..\\site.db",
    "/content/..%5csite.db",
    "/content/%2fetc%2fpasswd",
    "/content//etc/passwd",
    "/content/a%00.png",
    "/content/.hidden",
    "/content/jwt-secret",
    "/content/../jwt-secret",
    "/content/..%2fjwt-secret",
  ])("never reads outside the files folder: %s", async (url) => {
    const res = await h.app.inject({ method: "GET", url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toMatch(/SQLite format|CREATE TABLE/);
    expect(res.body.length).toBeLessThan(500);
  });

  describe("files folder", () => {
    const folder = () => path.join(h.services.config.dataDir, "files");
    const outside = () => path.join(h.services.config.dataDir, "outside-secret.txt");

    it("serves a regular file but never follows a symlink, out of the folder or within it", async () => {
      fs.writeFileSync(outside(), "TOP SECRET outside the files folder");
      fs.writeFileSync(path.join(folder(), "real-note.pdf"), "%PDF-1.4 inside");
      fs.symlinkSync(outside(), path.join(folder(), "escape.pdf"));
      fs.symlinkSync(path.join(folder(), "real-note.pdf"), path.join(folder(), "alias.pdf"));
      fs.symlinkSync("real-note.pdf", path.join(folder(), "relative-alias.pdf"));

      expect((await h.app.inject({ method: "GET", url: "/content/real-note.pdf" })).body).toBe(
        "%PDF-1.4 inside",
      );
      for (const name of ["escape.pdf", "alias.pdf", "relative-alias.pdf"]) {
        const res = await h.app.inject({ method: "GET", url: `/content/${name}` });
        expect(res.statusCode, name).toBe(404);
        expect(json(res)).toEqual({ message: "No such file.", code: "not_found" });
        expect(res.body).not.toContain("SECRET");
        expect(res.body).not.toContain("inside");
      }
    });

    it("answers 404 for a directory and for a FIFO, without waiting on the FIFO", async () => {
      fs.mkdirSync(path.join(folder(), "a-folder.pdf"));
      execFileSync("mkfifo", [path.join(folder(), "a-pipe.pdf")]);
      for (const name of ["a-folder.pdf", "a-pipe.pdf"]) {
        const started = Date.now();
        const res = await h.app.inject({ method: "GET", url: `/content/${name}` });
        expect(res.statusCode, name).toBe(404);
        expect(json(res)).toMatchObject({ code: "not_found" });
        expect(Date.now() - started).toBeLessThan(2000);
      }
    });
  });

  describe("PDFs", () => {
    it("accepts a clean PDF, plain or with compressed object streams, and every demo PDF", async () => {
      for (const bytes of [await pdfWith(), await pdfWith(() => {}, true)]) {
        const res = await upload("clean.pdf", bytes);
        expect(res.statusCode, res.body).toBe(201);
      }
      const demo = (await makeDemoFiles()).filter((f) => f.name.endsWith(".pdf"));
      expect(demo.length).toBeGreaterThan(3);
      for (const file of demo) {
        const res = await upload(file.name, Buffer.from(file.bytes));
        expect(res.statusCode, `${file.name}: ${res.body}`).toBe(201);
      }
    });

    it.each([
      [
        "an /OpenAction that runs JavaScript",
        () => pdfWith((doc) => doc.catalog.set(PDFName.of("OpenAction"), jsAction(doc))),
        /JavaScript/,
      ],
      [
        "a Launch action",
        () =>
          pdfWith((doc) =>
            doc.catalog.set(
              PDFName.of("OpenAction"),
              doc.context.register(doc.context.obj({ S: "Launch", F: PDFString.of("calc.exe") })),
            ),
          ),
        /Launch/,
      ],
      [
        "document-level JavaScript in /Names",
        () =>
          pdfWith((doc) =>
            doc.catalog.set(
              PDFName.of("Names"),
              doc.context.obj({
                JavaScript: doc.context.obj({
                  Names: [PDFString.of("init"), doc.context.register(jsAction(doc))],
                }),
              }),
            ),
          ),
        /JavaScript/,
      ],
      [
        "a page's additional action (/AA) that runs JavaScript",
        () =>
          pdfWith((doc) => doc.getPage(0).node.set(PDFName.of("AA"), doc.context.obj({ O: jsAction(doc) }))),
        /JavaScript/,
      ],
      [
        "a SubmitForm action",
        () =>
          pdfWith((doc) =>
            doc.catalog.set(
              PDFName.of("OpenAction"),
              doc.context.obj({ S: "SubmitForm", F: PDFString.of("https://evil.example/") }),
            ),
          ),
        /SubmitForm/,
      ],
      [
        "an embedded file",
        () =>
          pdfWith((doc) =>
            doc.catalog.set(
              PDFName.of("Names"),
              doc.context.obj({ EmbeddedFiles: doc.context.obj({ Names: [] }) }),
            ),
          ),
        /embedded files/,
      ],
    ])("refuses a PDF with %s (400 unsafe_pdf)", async (_k, make, what) => {
      const res = await upload("bad.pdf", await make());
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: "unsafe_pdf" });
      expect(json(res).message).toMatch(what);
      expect(json(res).message).toMatch(/new PDF/);
    });

    it("refuses JavaScript hidden in a compressed object stream", async () => {
      const bytes = await pdfWith((doc) => doc.catalog.set(PDFName.of("OpenAction"), jsAction(doc)), true);
      // The proof the test means something: no trace of the action in the file's raw bytes.
      expect(bytes.toString("latin1")).not.toMatch(/JavaScript|app\.alert/);
      expect(bytes.toString("latin1")).toContain("/ObjStm");
      const res = await upload("hidden.pdf", bytes);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: "unsafe_pdf" });
    });

    it.each([
      [
        "names written with #xx escapes",
        "1 0 obj<</Type/Catalog/OpenAction<</S/J#61vaScript/J#53(app.alert(1))>>>>endobj\n",
      ],
      [
        "an action object replaced by a later object with the same number",
        "1 0 obj<</Type/Catalog/OpenAction 2 0 R>>endobj\n2 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj\n" +
          "2 0 obj<</S/GoTo/D[0]>>endobj\n",
      ],
    ])("refuses JavaScript in %s", async (_k, body) => {
      const res = await upload("x.pdf", Buffer.from(`%PDF-1.4\n${body}trailer<</Root 1 0 R>>\n%%EOF\n`));
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: "unsafe_pdf" });
    });

    it.each([
      ["a PDF header and nothing else", Buffer.from("%PDF-1.7\nthis is not a document\n")],
      [
        "an encrypted PDF",
        Buffer.from(
          "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n2 0 obj<</Filter/Standard/V 1/R 2>>endobj\n" +
            "trailer<</Root 1 0 R/Encrypt 2 0 R>>\n%%EOF\n",
        ),
      ],
      [
        "objects nested 100,000 deep",
        Buffer.from(
          `%PDF-1.4\n1 0 obj<</Type/Catalog/X ${"[".repeat(100_000)}${"]".repeat(100_000)}>>endobj\ntrailer<</Root 1 0 R>>\n`,
        ),
      ],
    ])("answers 415 unsupported_file_type, never 5xx, for %s", async (_k, bytes) => {
      const res = await upload("odd.pdf", bytes);
      expect(res.statusCode).toBe(415);
      expect(json(res)).toMatchObject({ code: "unsupported_file_type" });
      expect(json(res).message).toMatch(/This PDF cannot be read/);
    });

    it("refuses an object stream that would inflate past the cap, quickly and without holding the memory", async () => {
      const { deflateSync } = await import("node:zlib");
      const zeros = deflateSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
      const bomb = Buffer.concat([
        Buffer.from(
          `%PDF-1.5\n1 0 obj<</Type/Catalog>>endobj\n2 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${zeros.length}>>stream\n`,
        ),
        zeros,
        Buffer.from("\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
      ]);
      expect(bomb.length).toBeLessThan(200_000);
      const started = Date.now();
      const res = await upload("bomb.pdf", bomb);
      expect(res.statusCode).toBe(415);
      expect(json(res).message).toMatch(/too large/);
      expect(Date.now() - started).toBeLessThan(3000);
    });
  });

  describe("image dimensions", () => {
    it.each([
      ["PNG", "png", pngOf],
      ["JPEG", "jpg", jpegOf],
      ["GIF", "gif", gifOf],
      ["WebP", "webp", webpOf],
    ] as const)(
      "reads a %s's size from its header: refuses too large, accepts the limits",
      async (_k, ext, make) => {
        const side = MAX_IMAGE_SIDE;
        const tooLarge: Array<[number, number]> = [
          [50_000, 50_000],
          [side + 1, 10],
          [10, side + 1],
          [7000, 7000], // 49 MP: each side is fine, the area is not
        ];
        for (const [w, h2] of tooLarge) {
          const res = await upload(`big.${ext}`, make(w, h2));
          expect(res.statusCode, `${w}×${h2}`).toBe(400);
          expect(json(res)).toMatchObject({ code: "image_too_large" });
          expect(json(res).message).toContain(`${w} × ${h2}`);
          expect(json(res).message).toMatch(/16384 pixels on a side and 40 megapixels/);
        }
        const atTheLimits: Array<[number, number]> = [
          [side, Math.floor(MAX_IMAGE_PIXELS / side)],
          [6000, 6000],
          [1, 1],
        ];
        for (const [w, h2] of atTheLimits) {
          const res = await upload(`ok.${ext}`, make(w, h2));
          // 200: the same bytes were uploaded by an earlier test, and the stored file is answered.
          expect([200, 201], `${w}×${h2}: ${res.body}`).toContain(res.statusCode);
        }
      },
    );

    it("refuses an image whose header cannot be read with 415", async () => {
      for (const bytes of [PNG.subarray(0, 18), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2, 3])]) {
        const res = await upload("cut.png", Buffer.from(bytes));
        expect(res.statusCode).toBe(415);
        expect(json(res)).toMatchObject({ code: "unsupported_file_type" });
        expect(json(res).message).toMatch(/header cannot be read|not accepted/);
      }
    });
  });

  describe("SVG prologs and checks", () => {
    const INKSCAPE =
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape (http://www.inkscape.org/) -->\n\n' +
      '<svg\n   width="210mm"\n   height="297mm"\n   viewBox="0 0 210 297"\n   version="1.1"\n   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"\n' +
      '   xmlns="http://www.w3.org/2000/svg"\n   xmlns:svg="http://www.w3.org/2000/svg">\n  <g inkscape:label="Layer 1"><rect x="10" y="10" width="50" height="50" style="fill:#0a7"/></g>\n</svg>\n';
    const ILLUSTRATOR =
      '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"\n' +
      '\t viewBox="0 0 100 100" style="enable-background:new 0 0 100 100;" xml:space="preserve">\n<style type="text/css">\n\t.st0{fill:#1D6F6A;}\n</style>\n' +
      '<circle class="st0" cx="50" cy="50" r="40"/>\n</svg>\n';

    it.each([
      ["Inkscape's XML declaration and comment", INKSCAPE],
      ["Illustrator's declaration, comment and DOCTYPE", ILLUSTRATOR],
      ["a UTF-8 byte order mark first", `\uFEFF${INKSCAPE}`],
      ["a byte order mark and a bare <svg>", '\uFEFF<svg xmlns="http://www.w3.org/2000/svg"/>'],
      [
        "a long comment before the root",
        `<?xml version="1.0"?><!--${"x".repeat(10_000)}--><svg xmlns="http://www.w3.org/2000/svg"/>`,
      ],
    ])("accepts an SVG with %s", async (_k, svg) => {
      const res = await upload("drawing.svg", Buffer.from(svg, "utf8"), "image/svg+xml");
      expect(res.statusCode, res.body).toBe(201);
      expect(json(res)).toMatchObject({ type: "image/svg+xml" });
      const got = await h.app.inject({ method: "GET", url: json<{ path: string }>(res).path });
      expect(got.body).toBe(svg);
    });

    it.each([
      [
        "an XML file whose root is not <svg>",
        '<?xml version="1.0" encoding="UTF-8"?>\n<html><body>hi</body></html>',
      ],
      [
        "XML with an <svg> only inside another root",
        '<?xml version="1.0"?><doc><svg xmlns="http://www.w3.org/2000/svg"/></doc>',
      ],
      ["an HTML page", "<!DOCTYPE html><html><svg></svg></html>"],
    ])("refuses %s with 415", async (_k, text) => {
      const res = await upload("x.svg", Buffer.from(text), "image/svg+xml");
      expect(res.statusCode).toBe(415);
      expect(json(res)).toMatchObject({ code: "unsupported_file_type" });
    });

    it.each([
      [
        "an external entity declaration",
        '<?xml version="1.0"?>\n<!DOCTYPE svg [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>\n<svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>',
        /entities/,
      ],
      [
        "an internal entity that hides markup",
        '<!DOCTYPE svg [ <!ENTITY s "&#60;script&#62;alert(1)&#60;/script&#62;"> ]><svg xmlns="http://www.w3.org/2000/svg">&s;</svg>',
        /entities/,
      ],
      [
        "a namespace-prefixed script",
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>',
        /script/,
      ],
      [
        "a javascript: link written with character references",
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#106;ava&#x09;script&#58;alert(1)"><text>x</text></a></svg>',
        /javascript:/,
      ],
      [
        "an animation that sets an event handler",
        '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(1)"/></svg>',
        /event handler/,
      ],
      [
        "HTML elements in the XHTML namespace",
        '<svg xmlns="http://www.w3.org/2000/svg"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="x"/></svg>',
        /HTML/,
      ],
      [
        "an XSLT style sheet",
        '<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="/content/evil.xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>',
        /style sheet/,
      ],
      [
        "an encoding other than UTF-8",
        '<?xml version="1.0" encoding="UTF-7"?><svg xmlns="http://www.w3.org/2000/svg">+ADw-script+AD4-</svg>',
        /UTF-8/,
      ],
      [
        "an event handler after a prolog",
        '<?xml version="1.0" encoding="UTF-8"?>\n<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg"\n  onload="alert(1)"/>',
        /event handler/,
      ],
    ])("refuses an SVG with %s (400 unsafe_svg)", async (_k, svg, why) => {
      const res = await upload("bad.svg", Buffer.from(svg), "image/svg+xml");
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res)).toMatchObject({ code: "unsafe_svg" });
      expect(json(res).message).toMatch(why);
    });
  });

  it.each([
    ["x.svg", SVG, /img-src 'self' data:; style-src 'unsafe-inline'/],
    ["x.png", PNG, /img-src 'self'; style-src 'unsafe-inline'/],
    ["x.pdf", PDF, /^default-src 'none'; sandbox; frame-ancestors 'self'$/],
  ])("serves %s as a sandboxed document with only what its type needs", async (name, bytes, needs) => {
    const res = await upload(name, bytes);
    const got = await h.app.inject({ method: "GET", url: json<{ path: string }>(res).path });
    const csp = got.headers["content-security-policy"] as string;
    expect(csp).toMatch(needs);
    expect(csp).not.toMatch(/script-src|allow-scripts|allow-same-origin|unsafe-eval/);
    expect(got.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});
