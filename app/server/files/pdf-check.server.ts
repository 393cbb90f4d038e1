import zlib from "node:zlib";
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFParser,
  PDFRawStream,
  PDFStream,
  type PDFObject,
  type PDFRef,
} from "pdf-lib";
import type { UploadProblem } from "./upload-problem.server.ts";

/**
 * Names that make a PDF act rather than show: scripts, programs and files it can start or carry,
 * data it can send. Checked both as dictionary keys (/JS, /Names << /JavaScript >>, /EmbeddedFiles,
 * /XFA) and as values (/S /JavaScript, /S /Launch...), so an /OpenAction, an /AA (additional
 * actions) or a /Next chain pointing at such an action is found wherever the action object is.
 */
const ACTIVE_NAMES: Record<string, string> = {
  JS: "JavaScript",
  JavaScript: "JavaScript",
  Launch: "a Launch action (it opens other files or programs)",
  SubmitForm: "a SubmitForm action (it sends form data to another address)",
  ImportData: "an ImportData action (it reads data from another file)",
  RichMedia: "rich media (Flash or video content that can run code)",
  RichMediaExecute: "rich media (Flash or video content that can run code)",
  EmbeddedFile: "embedded files",
  EmbeddedFiles: "embedded files",
  GoToE: "embedded files",
  XFA: "an XFA form (it can carry scripts)",
};

/**
 * The same names looked for in the raw bytes, so an object another reader finds but pdf-lib does
 * not (two objects with one number, an object outside what pdf-lib took as a stream's end) is
 * judged too. Only names long enough never to appear by chance in compressed data (a 3-byte name
 * does, about once per 16 MB).
 */
const RAW_NAMES = new Set(Object.keys(ACTIVE_NAMES).filter((name) => name.length >= 6));

/** Object streams (compressed objects) may decompress to at most this much in all: a 20 MB upload
 * of zeros inflates to 20 GB. Real documents need a few megabytes. */
const MAX_OBJECT_STREAM_BYTES = 64 * 1024 * 1024;

/** A PDF that takes longer to read than this is refused rather than allowed to hold the server. */
const PARSE_BUDGET_MS = 10_000;

/** pdf-lib yields to the event loop after this many objects, so other requests go on meanwhile. */
const OBJECTS_PER_TICK = 500;

const unreadable = (why: string): UploadProblem => ({
  status: 415,
  code: "unsupported_file_type",
  message: `This PDF cannot be read: ${why} Export or print it to a new PDF and upload that.`,
});

/**
 * pdf-lib's parser, told to keep every object it reads (also one replaced by a later object with
 * the same number) and to decompress object streams with a cap instead of without limit.
 */
class CheckingParser extends PDFParser {
  readonly objects: PDFObject[] = [];
  /** Kept here: pdf-lib catches what is thrown while it reads an object and goes on. */
  refusal: UploadProblem | undefined;
  private inflated = 0;
  private readonly deadline = Date.now() + PARSE_BUDGET_MS;

  constructor(bytes: Uint8Array) {
    // throwOnInvalidObject: an object pdf-lib cannot read is one whose contents it cannot judge.
    super(bytes, OBJECTS_PER_TICK, true);
    const context = this.context;
    const assign = context.assign.bind(context);
    context.assign = (ref: PDFRef, object: PDFObject) => {
      if (Date.now() > this.deadline) this.refuse(unreadable("it is too complex to check in time."));
      this.objects.push(object);
      assign(ref, object);
    };
  }

  private refuse(problem: UploadProblem): never {
    this.refusal ??= problem;
    throw new Error(problem.message);
  }

  trailer() {
    return this.context.trailerInfo;
  }

  lookup(object: PDFObject | undefined): PDFObject | undefined {
    return object ? this.context.lookup(object) : undefined;
  }

  protected override parseDictOrStream(): PDFDict | PDFStream {
    const parsed = super.parseDictOrStream();
    if (parsed instanceof PDFRawStream && parsed.dict.lookup(PDFName.of("Type")) === PDFName.of("ObjStm")) {
      return this.inflateObjectStream(parsed);
    }
    return parsed;
  }

  /** The object stream decompressed here, within the cap, and handed on without its filter. */
  private inflateObjectStream(stream: PDFRawStream): PDFRawStream {
    const filter = stream.dict.lookup(PDFName.of("Filter"));
    if (filter === undefined) return stream;
    const flate = PDFName.of("FlateDecode");
    const only = filter instanceof PDFArray && filter.size() === 1 ? filter.lookup(0) : filter;
    if (only !== flate || stream.dict.has(PDFName.of("DecodeParms"))) {
      this.refuse(unreadable("its compressed objects use an unusual encoding."));
    }
    let bytes: Buffer;
    try {
      bytes = zlib.inflateSync(stream.contents, {
        maxOutputLength: Math.max(1, MAX_OBJECT_STREAM_BYTES - this.inflated),
        // as lenient as PDF readers with a stream whose end is cut short
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
    } catch (err) {
      const tooLarge = (err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE";
      this.refuse(
        unreadable(
          tooLarge ? "its compressed objects are far too large." : "its compressed objects are damaged.",
        ),
      );
    }
    this.inflated += bytes.length;
    const dict = stream.dict.clone(this.context);
    dict.delete(PDFName.of("Filter"));
    return PDFRawStream.of(dict, bytes);
  }
}

/** The first active name found in any of these objects or in anything they contain. */
function activeContent(objects: PDFObject[]): string | undefined {
  const stack = [...objects];
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFName) {
      const found = ACTIVE_NAMES[object.decodeText()];
      if (found) return found;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const found = ACTIVE_NAMES[key.decodeText()];
        if (found) return found;
        stack.push(value);
      }
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    }
  }
  return undefined;
}

/** Names in the uncompressed bytes, with #xx escapes decoded as PDF readers do. */
function rawActiveName(bytes: Uint8Array): string | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  for (const match of text.matchAll(/\/([^\s\0()<>[\]{}/%]{6,64})/g)) {
    const name = (match[1] as string).replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (RAW_NAMES.has(name)) return ACTIVE_NAMES[name];
  }
  return undefined;
}

const unsafe = (what: string): UploadProblem => ({
  status: 400,
  code: "unsafe_pdf",
  message:
    `This PDF contains ${what}, which could act when it is opened. ` +
    "Export or print it to a new PDF without it and upload that.",
});

/**
 * Why a PDF is refused, if it is: it cannot be read by pdf-lib (so nothing in it can be judged),
 * it is encrypted (its objects cannot be read), or it carries scripts, actions that start programs
 * or send data, rich media or embedded files. Every object is read, also those inside compressed
 * object streams. A PDF that passes answers its page count (the library shows it), when it declares one.
 */
export async function inspectPdf(
  bytes: Uint8Array,
): Promise<{ problem: UploadProblem } | { problem?: undefined; pages: number | null }> {
  const parser = new CheckingParser(bytes);
  try {
    await parser.parseDocument();
  } catch {
    return { problem: parser.refusal ?? unreadable("its structure is damaged.") };
  }
  if (parser.refusal) return { problem: parser.refusal };
  const trailer = parser.trailer();
  if (trailer.Encrypt)
    return { problem: unreadable("it is encrypted or password-protected, so it cannot be checked.") };
  const catalog = parser.lookup(trailer.Root);
  if (!(catalog instanceof PDFDict) || catalog.lookup(PDFName.of("Type")) !== PDFName.of("Catalog")) {
    return { problem: unreadable("it has no document catalog.") };
  }
  const found = activeContent(parser.objects) ?? rawActiveName(bytes);
  if (found) return { problem: unsafe(found) };
  return { pages: pageCountOf(catalog) };
}

/** The page tree's declared count (/Root /Pages /Count), or null when it declares none that makes sense. */
function pageCountOf(catalog: PDFDict): number | null {
  const pages = catalog.lookup(PDFName.of("Pages"));
  if (!(pages instanceof PDFDict)) return null;
  const count = pages.lookup(PDFName.of("Count"));
  if (!(count instanceof PDFNumber)) return null;
  const n = count.asNumber();
  return Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : null;
}
