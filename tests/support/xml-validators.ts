import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { validateXML } from "xmllint-wasm";

/*
 * Standard validators for the XML the site serves, offline: libxml2's xmllint (compiled to WASM), the
 * sitemaps.org schema the sitemap package ships, and for well-formedness xmllint's own parser.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const file = (fileName: string, at: string) => ({ fileName, contents: fs.readFileSync(at, "utf8") });
const SCHEMAS = [
  file("sitemap.xsd", path.resolve(here, "../../node_modules/sitemap/schema/sitemap.xsd")),
  file("siteindex.xsd", path.join(here, "schemas/siteindex.xsd")),
  file("xhtml-link.xsd", path.join(here, "schemas/xhtml-link.xsd")),
];
const ROOT = file("sitemap-xhtml.xsd", path.join(here, "schemas/sitemap-xhtml.xsd"));

/** xmllint's errors for a sitemap or sitemap index against the sitemaps.org schema ([] when valid). */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: "sitemap.xml", contents: xml },
    schema: ROOT,
    preload: SCHEMAS,
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** xmllint's errors when parsing a document: not well-formed XML, bad characters, unbound prefixes. */
export async function wellFormedErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: "doc.xml", contents: xml }, normalization: "format" });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
