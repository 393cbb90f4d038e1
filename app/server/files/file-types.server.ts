import { fileTypeFromBuffer } from "file-type";

export interface DetectedType {
  mime: string;
  ext: string;
}

const ALLOWED: Record<string, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};

export const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
  // Served, never accepted as an upload: the responsive variants the server makes (variants.server.ts).
  avif: "image/avif",
};

/** Types file-type reports for XML text: an SVG with an XML declaration is one of them. */
const XML_TYPES = new Set(["application/xml", "text/xml", "image/svg+xml"]);

/** What the bytes are (never what the client says): one of the allowed types, or undefined. */
export async function detectType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && ALLOWED[found.mime]) return { mime: found.mime, ext: ALLOWED[found.mime] as string };
  if ((!found || XML_TYPES.has(found.mime)) && looksLikeSvg(bytes)) {
    return { mime: "image/svg+xml", ext: "svg" };
  }
  return undefined;
}

/** How far into the file the root element is looked for (editors write long comments and DTDs). */
const PROLOG_LIMIT = 64 * 1024;

function decodeText(bytes: Uint8Array): string {
  return new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(bytes);
}

/**
 * Whether the root element is <svg>, after what may come before it in an XML file: a UTF-8 byte
 * order mark, the XML declaration, comments, processing instructions and a DOCTYPE (with or without
 * an internal subset), as Inkscape and Illustrator write them.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = decodeText(bytes.subarray(0, PROLOG_LIMIT));
  let at = text.startsWith("\uFEFF") ? 1 : 0;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at] as string)) at++;
  };
  const skipPast = (end: string) => {
    const found = text.indexOf(end, at);
    if (found < 0) return false;
    at = found + end.length;
    return true;
  };
  for (;;) {
    skipSpace();
    if (text.startsWith("<!--", at)) {
      if (!skipPast("-->")) return false;
    } else if (text.startsWith("<?", at)) {
      if (!skipPast("?>")) return false;
    } else if (/^<!DOCTYPE\s+svg[\s>[]/i.test(text.slice(at, at + 16))) {
      if (!skipDoctype()) return false;
    } else {
      return /^<svg[\s>/]/.test(text.slice(at, at + 5));
    }
  }

  /** Past the DOCTYPE's closing '>', which may follow an internal subset in brackets. */
  function skipDoctype(): boolean {
    let quote = "";
    let depth = 0;
    for (at += 9; at < text.length; at++) {
      const ch = text[at];
      if (quote) {
        if (ch === quote) quote = "";
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === "[") depth++;
      else if (ch === "]") depth--;
      else if (ch === ">" && depth <= 0) {
        at++;
        return true;
      }
    }
    return false;
  }
}

/** Encodings that write every ASCII character as its ASCII byte, so the checks below see markup as is. */
const ASCII_COMPATIBLE = new Set([
  "utf-8",
  "utf8",
  "us-ascii",
  "ascii",
  "iso-8859-1",
  "latin1",
  "windows-1252",
]);

/** Numeric character references decoded, as the XML parser does in attribute values. */
function decodeCharRefs(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|[0-9]+);?/gi, (whole, code: string) => {
    const n = code[0] === "x" || code[0] === "X" ? parseInt(code.slice(1), 16) : parseInt(code, 10);
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
  });
}

/** An element name in any namespace prefix: <script>, <svg:script>, <h:script>. */
const element = (name: string) => new RegExp(`<(?:[\\w.-]+:)?${name}[\\s>/]`, "i");

/**
 * Why an SVG is refused, if it is: anything that could run script or pull in other content when it
 * is opened on its own. Served files also carry a CSP sandbox, so this is the second of two locks.
 */
export function svgProblem(bytes: Uint8Array): string | undefined {
  const text = decodeText(bytes);
  const encoding = /^\uFEFF?\s*<\?xml[^>]*?\bencoding\s*=\s*["']([^"']*)["']/i.exec(text)?.[1];
  if (encoding && !ASCII_COMPATIBLE.has(encoding.toLowerCase())) {
    return `The SVG is written in the ${encoding} encoding; save it as UTF-8.`;
  }
  if (element("script").test(text)) return "The SVG contains a <script> element.";
  if (/(?:^|[\s"'])on[a-z]+\s*=/i.test(text)) return "The SVG contains an event handler attribute (on...).";
  if (/attributeName\s*=\s*["']\s*on/i.test(text)) {
    return "The SVG animates an event handler attribute (on...).";
  }
  if (/javascript:/i.test(decodeCharRefs(text).replace(/[\t\n\r]/g, ""))) {
    return "The SVG contains a javascript: link.";
  }
  if (element("foreignObject").test(text)) return "The SVG contains a foreignObject element.";
  if (/http:\/\/www\.w3\.org\/1999\/xhtml/i.test(text)) return "The SVG contains HTML elements.";
  if (/<!ENTITY/i.test(text)) {
    return "The SVG declares XML entities (which can hide markup from these checks or read other files).";
  }
  if (/<\?xml-stylesheet/i.test(text)) return "The SVG links a style sheet (<?xml-stylesheet?>).";
  return undefined;
}
