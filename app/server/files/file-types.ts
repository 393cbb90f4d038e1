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
};

/** What the bytes are (never what the client says): one of the allowed types, or undefined. */
export async function detectType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && ALLOWED[found.mime]) return { mime: found.mime, ext: ALLOWED[found.mime] as string };
  if (!found && looksLikeSvg(bytes)) return { mime: "image/svg+xml", ext: "svg" };
  return undefined;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/**
 * Why an SVG is refused, if it is: anything that could run script when opened directly.
 * (Served files also carry a CSP sandbox, so this is the second of two locks.)
 */
export function svgProblem(bytes: Uint8Array): string | undefined {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (/<script[\s>/]/i.test(text)) return "The SVG contains a <script> element.";
  if (/\son[a-z]+\s*=/i.test(text)) return "The SVG contains an event handler attribute (on...).";
  if (/javascript\s*:/i.test(text)) return "The SVG contains a javascript: link.";
  if (/<foreignObject[\s>/]/i.test(text)) return "The SVG contains a foreignObject element.";
  if (/<!ENTITY/i.test(text)) return "The SVG declares XML entities.";
  return undefined;
}
