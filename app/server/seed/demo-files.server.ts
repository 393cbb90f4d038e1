/**
 * Demo files loaded with the demo pages (docs/product.md "Business constants"): real, small PDFs with
 * readable text, generated with pdf-lib and its standard Helvetica fonts, plus simple SVG logos and
 * avatars.
 *
 * The book "Path of life" and the portfolio are built from the demo pages themselves, so the
 * downloads always match what the site shows. Standard fonts use WinAnsi encoding: every text goes
 * through `clean()`, which maps or drops characters that encoding cannot represent.
 */
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { PDFFont, PDFPage } from "pdf-lib";
import type { Entry, Lang, PageDoc } from "../../content/page-model.ts";
import { demoPages } from "./demo-pages.server.ts";

export interface DemoFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/* ------------------------------------------------------------------------------------------
 * A minimal HTML-to-blocks reader for the simple markup the demo content uses
 * (p, h2, h3, ul, ol, li, strong, em, a, blockquote).
 * ---------------------------------------------------------------------------------------- */

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

type BlockKind = "h1" | "h2" | "h3" | "p" | "li" | "quote" | "small";

interface TextBlock {
  kind: BlockKind;
  runs: Run[];
  marker?: string;
}

type Item = TextBlock | { kind: "pagebreak" } | { kind: "space"; size: number };

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith("#x") || code.startsWith("#X"))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith("#")) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: Array<{ ordered: boolean; n: number }> = [];
  let current: TextBlock | null = null;
  let inQuote = false;
  let bold = 0;
  let italic = 0;

  const open = (kind: BlockKind, marker?: string) => {
    close();
    current = { kind, runs: [], ...(marker ? { marker } : {}) };
  };
  const close = () => {
    if (current && current.runs.some((r) => r.text.trim() !== "")) blocks.push(current);
    current = null;
  };

  const token = /<(\/?)([a-zA-Z0-9]+)[^>]*>|([^<]+)/g;
  for (const m of html.matchAll(token)) {
    const [, slash, rawTag, textPart] = m;
    if (textPart !== undefined) {
      const t = decodeEntities(textPart).replace(/\s+/g, " ");
      if (!current) {
        if (t.trim() === "") continue;
        open(inQuote ? "quote" : "p");
      }
      (current as unknown as TextBlock).runs.push({ text: t, bold: bold > 0, italic: italic > 0 });
      continue;
    }
    const tag = (rawTag ?? "").toLowerCase();
    const closing = slash === "/";
    switch (tag) {
      case "h1":
      case "h2":
      case "h3":
        if (closing) close();
        else open(tag);
        break;
      case "p":
        if (closing) close();
        else open(inQuote ? "quote" : "p");
        break;
      case "blockquote":
        close();
        inQuote = !closing;
        break;
      case "ul":
      case "ol":
        close();
        if (closing) lists.pop();
        else lists.push({ ordered: tag === "ol", n: 0 });
        break;
      case "li":
        if (closing) close();
        else {
          const list = lists[lists.length - 1];
          if (list) list.n += 1;
          open("li", list?.ordered ? `${list.n}.` : "\u2022");
        }
        break;
      case "strong":
      case "b":
        bold += closing ? -1 : 1;
        break;
      case "em":
      case "i":
        italic += closing ? -1 : 1;
        break;
      case "br":
        if (current) (current as TextBlock).runs.push({ text: " ", bold: false, italic: false });
        break;
      default:
        break; // a, span...: keep the text, drop the tag
    }
  }
  close();
  for (const b of blocks) {
    // trim the block's outer whitespace
    const first = b.runs[0];
    const last = b.runs[b.runs.length - 1];
    if (first) first.text = first.text.replace(/^\s+/, "");
    if (last) last.text = last.text.replace(/\s+$/, "");
  }
  return blocks;
}

function block(kind: BlockKind, text: string): TextBlock {
  return { kind, runs: [{ text, bold: false, italic: false }] };
}

/* ------------------------------------------------------------------------------------------
 * Layout: A5 pages, wrapped lines, headings kept with what follows, running footer.
 * ---------------------------------------------------------------------------------------- */

const PAGE_W = 419.53; // A5
const PAGE_H = 595.28;
const MARGIN_X = 48;
const MARGIN_TOP = 56;
const MARGIN_BOTTOM = 64;
const TEXT_W = PAGE_W - 2 * MARGIN_X;

type Color = ReturnType<typeof rgb>;

const INK = rgb(0.13, 0.15, 0.18);
const MUTED = rgb(0.42, 0.45, 0.5);
const BRAND = rgb(0.05, 0.46, 0.43); // teal
const BRAND_DARK = rgb(0.1, 0.2, 0.35);
const ACCENT = rgb(0.47, 0.33, 0.72); // violet

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
}

interface Style {
  size: number;
  leading: number;
  color: Color;
  indent: number;
  before: number;
  after: number;
  bold: boolean;
  italic: boolean;
}

const STYLES: Record<BlockKind, Style> = {
  h1: { size: 17, leading: 22, color: BRAND, indent: 0, before: 4, after: 10, bold: true, italic: false },
  h2: {
    size: 12.5,
    leading: 17,
    color: BRAND_DARK,
    indent: 0,
    before: 10,
    after: 4,
    bold: true,
    italic: false,
  },
  h3: { size: 11, leading: 15, color: BRAND_DARK, indent: 0, before: 8, after: 2, bold: true, italic: false },
  p: { size: 10, leading: 14.5, color: INK, indent: 0, before: 0, after: 6, bold: false, italic: false },
  li: { size: 10, leading: 14.5, color: INK, indent: 16, before: 0, after: 3, bold: false, italic: false },
  quote: {
    size: 10,
    leading: 14.5,
    color: MUTED,
    indent: 16,
    before: 4,
    after: 8,
    bold: false,
    italic: true,
  },
  small: { size: 8.5, leading: 12, color: MUTED, indent: 0, before: 0, after: 4, bold: false, italic: false },
};

const REPLACEMENTS: Record<string, string> = {
  "\u2192": "->",
  "\u2190": "<-",
  "\u2265": ">=",
  "\u2264": "<=",
  "\u221e": "infinito",
  "\u2212": "-",
  "\u2009": " ",
  "\u202f": " ",
  "\u00a0": " ",
  "\u2713": "*",
};

function makeCleaner(font: PDFFont): (s: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (s: string) => {
    let out = "";
    for (const ch of s) {
      const cp = ch.codePointAt(0) ?? 0;
      if (supported.has(cp)) out += ch;
      else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
      // anything else is dropped: WinAnsi cannot encode it
    }
    return out;
  };
}

interface Word {
  text: string;
  font: PDFFont;
  spaceBefore: boolean;
}

function fontFor(fonts: Fonts, bold: boolean, italic: boolean): PDFFont {
  if (bold && italic) return fonts.boldItalic;
  if (bold) return fonts.bold;
  if (italic) return fonts.italic;
  return fonts.regular;
}

function wrap(words: Word[], size: number, width: number): Word[][] {
  const lines: Word[][] = [];
  let line: Word[] = [];
  let lineW = 0;
  for (const w of words) {
    const ww = w.font.widthOfTextAtSize(w.text, size);
    const space = line.length && w.spaceBefore ? w.font.widthOfTextAtSize(" ", size) : 0;
    if (line.length && lineW + space + ww > width) {
      lines.push(line);
      line = [];
      lineW = 0;
    }
    if (!line.length && ww > width) {
      // a single word wider than the line (a long URL): cut it by characters
      let chunk = "";
      for (const ch of w.text) {
        if (w.font.widthOfTextAtSize(chunk + ch, size) > width && chunk) {
          lines.push([{ ...w, text: chunk, spaceBefore: false }]);
          chunk = "";
        }
        chunk += ch;
      }
      line = [{ ...w, text: chunk, spaceBefore: false }];
      lineW = w.font.widthOfTextAtSize(chunk, size);
      continue;
    }
    lineW += (line.length ? space : 0) + ww;
    line.push(w);
  }
  if (line.length) lines.push(line);
  return lines;
}

interface DocMeta {
  title: string;
  subtitle: string;
  author: string;
  subject: string;
  keywords: string[];
  language: string;
  /** Short title repeated in the footer of every page but the cover. */
  running: string;
  /** A label shown on the cover, e.g. "Ensayo filosófico". */
  label: string;
  /** Small lines at the bottom of the cover (licence, year...). */
  coverNote: string[];
  accent?: Color;
}

const FIXED_DATE = new Date("2025-06-01T10:00:00.000Z");

async function renderPdf(meta: DocMeta, items: Item[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    boldItalic: await doc.embedFont(StandardFonts.HelveticaBoldOblique),
  };
  const clean = makeCleaner(fonts.regular);
  const accent = meta.accent ?? BRAND;

  doc.setTitle(clean(meta.title));
  doc.setAuthor(clean(meta.author));
  doc.setSubject(clean(meta.subject));
  doc.setKeywords(meta.keywords.map(clean));
  doc.setCreator("Simbiosis (demo content)");
  doc.setProducer("pdf-lib");
  doc.setLanguage(meta.language);
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  /* ---- cover ---- */
  const cover = doc.addPage([PAGE_W, PAGE_H]);
  cover.drawRectangle({ x: 0, y: PAGE_H - 150, width: PAGE_W, height: 150, color: accent });
  cover.drawCircle({ x: PAGE_W - 70, y: PAGE_H - 75, size: 38, color: rgb(1, 1, 1), opacity: 0.18 });
  cover.drawCircle({ x: PAGE_W - 102, y: PAGE_H - 75, size: 38, color: rgb(1, 1, 1), opacity: 0.18 });
  cover.drawText("SIMBIOSIS", {
    x: MARGIN_X,
    y: PAGE_H - 60,
    size: 11,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });
  cover.drawText(clean(meta.label), {
    x: MARGIN_X,
    y: PAGE_H - 80,
    size: 9.5,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });
  let y = PAGE_H - 210;
  const titleWords = clean(meta.title)
    .split(" ")
    .map((t) => ({ text: t, font: fonts.bold, spaceBefore: true }));
  for (const line of wrap(titleWords, 26, TEXT_W)) {
    cover.drawText(line.map((w) => w.text).join(" "), {
      x: MARGIN_X,
      y,
      size: 26,
      font: fonts.bold,
      color: INK,
    });
    y -= 32;
  }
  y -= 4;
  const subWords = clean(meta.subtitle)
    .split(" ")
    .map((t) => ({ text: t, font: fonts.regular, spaceBefore: true }));
  for (const line of wrap(subWords, 13, TEXT_W)) {
    cover.drawText(line.map((w) => w.text).join(" "), {
      x: MARGIN_X,
      y,
      size: 13,
      font: fonts.regular,
      color: MUTED,
    });
    y -= 18;
  }
  y -= 18;
  cover.drawRectangle({ x: MARGIN_X, y, width: 40, height: 3, color: accent });
  y -= 24;
  cover.drawText(clean(meta.author), { x: MARGIN_X, y, size: 12, font: fonts.bold, color: INK });
  let ny = MARGIN_BOTTOM + 12 * (meta.coverNote.length - 1);
  for (const note of meta.coverNote) {
    cover.drawText(clean(note), { x: MARGIN_X, y: ny, size: 8.5, font: fonts.regular, color: MUTED });
    ny -= 12;
  }

  /* ---- body ---- */
  let page: PDFPage | null = null;
  let cursor = 0;
  const newPage = () => {
    page = doc.addPage([PAGE_W, PAGE_H]);
    cursor = PAGE_H - MARGIN_TOP;
  };
  const room = () => cursor - MARGIN_BOTTOM;

  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!item) continue;
    if (item.kind === "pagebreak") {
      page = null;
      continue;
    }
    if (!page) newPage();
    if (item.kind === "space") {
      cursor -= item.size;
      continue;
    }
    const st = STYLES[item.kind];
    const words: Word[] = [];
    let pendingSpace = false; // a space seen before the next word, possibly across runs
    for (const run of item.runs) {
      const font = fontFor(fonts, st.bold || run.bold, st.italic || run.italic);
      clean(run.text)
        .split(" ")
        .forEach((part, idx) => {
          if (idx > 0) pendingSpace = true;
          if (part === "") return;
          words.push({ text: part, font, spaceBefore: pendingSpace });
          pendingSpace = false;
        });
    }
    if (!words.length) continue;
    const lines = wrap(words, st.size, TEXT_W - st.indent);
    const isHeading = item.kind === "h1" || item.kind === "h2" || item.kind === "h3";
    // keep a heading with at least three lines of what follows; never leave one orphan line
    const needed = isHeading
      ? st.before + lines.length * st.leading + 3 * 14.5
      : st.before + Math.min(lines.length, 2) * st.leading;
    if (room() < Math.min(needed, PAGE_H - MARGIN_TOP - MARGIN_BOTTOM)) newPage();
    else cursor -= st.before;

    lines.forEach((line, li) => {
      if (room() < st.leading) newPage();
      const p = page as unknown as PDFPage;
      const baseline = cursor - st.size;
      let x = MARGIN_X + st.indent;
      if (li === 0 && item.kind === "li" && item.marker) {
        p.drawText(item.marker, {
          x: MARGIN_X + 2,
          y: baseline,
          size: st.size,
          font: item.marker === "\u2022" ? fonts.regular : fonts.bold,
          color: accent,
        });
      }
      if (item.kind === "quote") {
        p.drawRectangle({
          x: MARGIN_X + 3,
          y: baseline - 3,
          width: 2.5,
          height: st.leading,
          color: accent,
          opacity: 0.6,
        });
      }
      // draw consecutive words that share a font as one text run (smaller files)
      const segments: Array<{ text: string; font: PDFFont; spaceBefore: boolean }> = [];
      line.forEach((w, wi) => {
        const last = segments[segments.length - 1];
        if (last && last.font === w.font) last.text += (w.spaceBefore ? " " : "") + w.text;
        else segments.push({ text: w.text, font: w.font, spaceBefore: wi > 0 && w.spaceBefore });
      });
      for (const s of segments) {
        if (s.spaceBefore) x += s.font.widthOfTextAtSize(" ", st.size);
        p.drawText(s.text, { x, y: baseline, size: st.size, font: s.font, color: st.color });
        x += s.font.widthOfTextAtSize(s.text, st.size);
      }
      cursor -= st.leading;
    });
    cursor -= st.after;
  }

  /* ---- footer on every page but the cover ---- */
  const pages = doc.getPages();
  const total = pages.length;
  pages.forEach((p, idx) => {
    if (idx === 0) return;
    p.drawLine({
      start: { x: MARGIN_X, y: MARGIN_BOTTOM - 26 },
      end: { x: PAGE_W - MARGIN_X, y: MARGIN_BOTTOM - 26 },
      thickness: 0.5,
      color: MUTED,
      opacity: 0.5,
    });
    p.drawText(clean(meta.running), {
      x: MARGIN_X,
      y: MARGIN_BOTTOM - 40,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
    const label = `${idx + 1} / ${total}`;
    p.drawText(label, {
      x: PAGE_W - MARGIN_X - fonts.regular.widthOfTextAtSize(label, 8),
      y: MARGIN_BOTTOM - 40,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });

  return doc.save();
}

/* ------------------------------------------------------------------------------------------
 * Reading the demo pages
 * ---------------------------------------------------------------------------------------- */

function entriesOf(page: PageDoc): Entry[] {
  return [...(page.values ?? []), ...(page.components ?? [])];
}

function valueOf(page: PageDoc, name: string, lang: Lang): { text?: string; html?: string; url?: string } {
  const all = entriesOf(page).filter((e) => e.name === name);
  const hit =
    all.find((e) => e.lang === lang) ?? all.find((e) => !e.lang) ?? all.find((e) => e.lang === "es");
  const v = hit?.value;
  if (v && typeof v === "object" && !Array.isArray(v))
    return v as { text?: string; html?: string; url?: string };
  if (typeof v === "string") return { text: v };
  return {};
}

function textOf(page: PageDoc, name: string, lang: Lang): string {
  return valueOf(page, name, lang).text ?? "";
}

function htmlOf(page: PageDoc, name: string, lang: Lang): string {
  return valueOf(page, name, lang).html ?? "";
}

function pageNamed(name: string): PageDoc {
  const p = demoPages.find((d) => d.Page === name);
  if (!p) throw new Error(`demo page not found: ${name}`);
  return p;
}

/* ------------------------------------------------------------------------------------------
 * The book "Path of life", built from the chapters
 * ---------------------------------------------------------------------------------------- */

async function bookPdf(lang: Lang): Promise<Uint8Array> {
  const chapters = demoPages
    .filter((p) => p.Template === "Chapters")
    .sort((a, b) => a.Page.localeCompare(b.Page));
  const es = lang === "es";
  const items: Item[] = [];

  items.push(block("h1", es ? "Sobre esta edición" : "About this edition"));
  items.push(
    ...htmlToBlocks(
      es
        ? `<p>Esta es una edición breve de <em>Path of life</em>, preparada para el sitio de Simbiosis. Reúne los capítulos publicados en la web, en el mismo orden y con el mismo texto, para quien prefiera leerlos de corrido o imprimirlos.</p>
<p>El libro es una reflexión personal sobre la relación entre las personas, la naturaleza y las herramientas que construimos, y sobre lo que la idea de simbiosis puede enseñarnos ante la inteligencia artificial. No es un manual técnico ni pretende tener la última palabra.</p>
<p>Texto publicado con licencia CC BY-SA 4.0: puedes copiarlo, adaptarlo y compartirlo citando la autoría y manteniendo la misma licencia.</p>`
        : `<p>This is a short edition of <em>Path of life</em>, prepared for the Simbiosis website. It gathers the chapters published online, in the same order and with the same text, for readers who prefer to read them in one go or to print them.</p>
<p>The book is a personal reflection on the relationship between people, nature and the tools we build, and on what the idea of symbiosis can teach us in the face of artificial intelligence. It is not a technical manual and does not claim to have the last word.</p>
<p>Published under the CC BY-SA 4.0 licence: you may copy, adapt and share it, crediting the author and keeping the same licence.</p>`,
    ),
  );
  items.push({ kind: "space", size: 10 });
  items.push(block("h2", es ? "Índice" : "Contents"));
  let lastPart = "";
  chapters.forEach((c, idx) => {
    const part = textOf(c, "Part", lang);
    if (part !== lastPart) {
      items.push(block("h3", part));
      lastPart = part;
    }
    items.push({
      kind: "li",
      marker: `${idx + 1}.`,
      runs: [{ text: textOf(c, "Title", lang), bold: false, italic: false }],
    });
  });

  lastPart = "";
  chapters.forEach((c, idx) => {
    items.push({ kind: "pagebreak" });
    const part = textOf(c, "Part", lang);
    if (part !== lastPart) {
      items.push(block("small", part.toUpperCase()));
      lastPart = part;
    }
    items.push(block("h1", `${idx + 1}. ${textOf(c, "Title", lang)}`));
    items.push(...htmlToBlocks(htmlOf(c, "Content", lang)));
  });

  items.push({ kind: "space", size: 18 });
  items.push(
    block(
      "small",
      es
        ? "Path of life · Lucía Ferrer · Simbiosis, 2025 · CC BY-SA 4.0 · Edición breve generada a partir de los capítulos del sitio."
        : "Path of life · Lucía Ferrer · Simbiosis, 2025 · CC BY-SA 4.0 · Short edition generated from the chapters on the site.",
    ),
  );

  return renderPdf(
    {
      title: "Path of life",
      subtitle: es
        ? "Camino de vida: raíces, ramas y frutos de una relación simbiótica con la tecnología. Edición breve."
        : "Roots, branches and fruits of a symbiotic relationship with technology. Short edition.",
      author: "Lucía Ferrer",
      subject: es
        ? "Libro Path of life, edición breve en español"
        : "The book Path of life, short English edition",
      keywords: ["path of life", "simbiosis", "symbiosis", "ética", "IA"],
      language: es ? "es-ES" : "en-GB",
      running: es ? "Path of life · Lucía Ferrer" : "Path of life · Lucía Ferrer",
      label: es ? "Libro · Edición breve en español" : "Book · Short English edition",
      coverNote: ["Simbiosis, 2025", "CC BY-SA 4.0"],
    },
    items,
  );
}

/* ------------------------------------------------------------------------------------------
 * "Theory of everything": a philosophical essay
 * ---------------------------------------------------------------------------------------- */

const ESSAY_ES = `
<blockquote>Nota previa: este texto es un ensayo filosófico. Toma prestado el nombre de la «teoría del todo» de la física, la búsqueda de un marco único que explique todas las fuerzas fundamentales, pero no es una teoría científica ni hace afirmaciones sobre física. Es una reflexión personal sobre la relación entre las personas y la inteligencia artificial, escrita para ser discutida, corregida y, si hace falta, rechazada.</blockquote>
<h2>1. Una ambición prestada</h2>
<p>La física lleva un siglo persiguiendo una teoría del todo: una sola descripción que reúna la gravedad y el mundo cuántico. La ambición de este ensayo es mucho más modesta. No busca explicar el universo, sino ofrecer una sola lente para pensar un problema que hoy parece dispersarse en mil debates: la privacidad, el sesgo, el empleo, la energía, la educación, la seguridad.</p>
<p>Mi propuesta es que todos esos debates comparten una pregunta de fondo: la pregunta por la relación. No qué es la inteligencia artificial, sino qué clase de vínculo establecemos con ella y, a través de ella, entre nosotros.</p>
<h2>2. Todo es relación</h2>
<p>La bióloga Lynn Margulis defendió, contra la opinión dominante de su tiempo, que las células complejas nacieron de la unión de organismos más simples. Las mitocondrias que hoy producen energía en cada una de nuestras células fueron, hace unos dos mil millones de años, bacterias de vida libre. Su idea, hoy ampliamente aceptada, cambia nuestra manera de mirarnos: no somos individuos puros, sino comunidades que han aprendido a vivir juntas.</p>
<p>Si la vida misma es composición, tiene sentido preguntarse por las nuevas composiciones que estamos creando. La escritura, el cálculo y la memoria ya viven en parte fuera de nuestro cuerpo, en libros, máquinas y redes. La inteligencia artificial es el último capítulo de una historia muy larga de inteligencia repartida.</p>
<h2>3. Tres tipos de vínculo</h2>
<p>La ecología distingue tres formas básicas de convivencia entre especies. En el <strong>mutualismo</strong>, ambas partes salen beneficiadas, como la abeja y la flor. En el <strong>comensalismo</strong>, una se beneficia y a la otra le resulta indiferente. En el <strong>parasitismo</strong>, una prospera a costa de la otra.</p>
<p>Propongo aplicar esta clasificación, con humildad, a cada sistema que adoptamos. Una herramienta mutualista amplía nuestras capacidades y nos devuelve algo a cambio de lo que le damos: datos, atención, tiempo. Una herramienta comensal nos usa sin dañarnos. Una herramienta parasitaria extrae atención, datos o dinero sin devolver nada equivalente, y a menudo debilita las capacidades que decía reforzar. Lo interesante es que un mismo sistema puede pasar de una categoría a otra cuando cambian las condiciones: un servicio que nace mutualista puede volverse parasitario cuando necesita crecer a cualquier precio.</p>
<h2>4. La asimetría</h2>
<p>Aquí la metáfora biológica exige una corrección importante. Hasta donde sabemos, los sistemas de inteligencia artificial actuales no tienen intereses propios como los tiene un organismo: no buscan sobrevivir ni reproducirse. Por eso, cuando hablamos de simbiosis entre humanos e IA, en realidad hablamos de una simbiosis entre personas mediada por máquinas: quienes diseñan, quienes financian, quienes usan y quienes reciben las consecuencias sin haber elegido nada.</p>
<p>Esta es, quizá, la tesis central del ensayo: la pregunta ética sobre la inteligencia artificial es siempre, en el fondo, una pregunta sobre las relaciones entre seres humanos. Culpar a la máquina o divinizarla son dos maneras de esconder esas relaciones y las diferencias de poder que contienen.</p>
<h2>5. Las condiciones del equilibrio</h2>
<p>Si la simbiosis no es una armonía dada, sino un equilibrio que se sostiene, ¿qué condiciones lo favorecen? Propongo cinco:</p>
<ul>
<li><strong>Transparencia:</strong> poder conocer al otro lado de la relación, saber qué hace un sistema y con qué datos.</li>
<li><strong>Reciprocidad:</strong> que el valor circule y vuelva a quienes lo aportan.</li>
<li><strong>Reversibilidad:</strong> poder salir, corregir o apagar sin perderlo todo.</li>
<li><strong>Diversidad:</strong> evitar los monocultivos tecnológicos, tan frágiles como los agrícolas.</li>
<li><strong>Medida:</strong> reconocer límites de energía, de escala y de velocidad.</li>
</ul>
<h2>6. Una ética de jardinería</h2>
<p>Hay dos maneras tentadoras de relacionarse con una tecnología poderosa. Una es la de quien cree poder controlarlo todo de antemano, como si el mundo fuera un plano. La otra es la de quien se queda mirando y deja que el mercado decida. Ninguna funciona bien con sistemas complejos.</p>
<p>Prefiero una tercera: la de quien cuida un jardín. Quien cultiva no controla la lluvia ni el crecimiento de cada planta, pero observa, poda, riega, arranca lo que invade y espera. Asume que el resultado depende de muchas manos y de muchas estaciones, y que ningún jardín se termina nunca.</p>
<h2>Conclusión</h2>
<p>Si tuviera que resumir esta teoría del todo en una frase, sería esta: nada inteligente existe solo. Ni las células, ni los bosques, ni las personas, ni las máquinas que construimos.</p>
<p>La pregunta no es si viviremos en simbiosis con la inteligencia artificial, porque en cierto sentido ya lo hacemos, sino qué clase de simbiosis elegiremos: una que nos haga más capaces de cuidarnos unos a otros o una que nos vaya vaciando poco a poco. Esa elección no está escrita. Está en nuestras manos, y en las de todas las personas con las que decidamos compartirla.</p>
`;

const ESSAY_EN = `
<blockquote>A note first: this text is a philosophical essay. It borrows the name "theory of everything" from physics, the search for a single framework that explains all the fundamental forces, but it is not a scientific theory and makes no claims about physics. It is a personal reflection on the relationship between people and artificial intelligence, written to be argued with, corrected and, if need be, rejected.</blockquote>
<h2>1. A borrowed ambition</h2>
<p>Physics has spent a century chasing a theory of everything: one description that brings gravity and the quantum world together. The ambition of this essay is far more modest. It does not try to explain the universe; it offers a single lens for thinking about a problem that today seems to scatter into a thousand debates: privacy, bias, jobs, energy, education, safety.</p>
<p>My suggestion is that all these debates share an underlying question: the question of relationship. Not what artificial intelligence is, but what kind of bond we form with it and, through it, with one another.</p>
<h2>2. Everything is relationship</h2>
<p>The biologist Lynn Margulis argued, against the prevailing view of her time, that complex cells arose from the union of simpler organisms. The mitochondria that produce energy in every one of our cells were, some two billion years ago, free-living bacteria. Her idea, now widely accepted, changes the way we see ourselves: we are not pure individuals but communities that have learned to live together.</p>
<p>If life itself is composition, it makes sense to ask about the new compositions we are creating. Writing, calculation and memory already live partly outside our bodies, in books, machines and networks. Artificial intelligence is the latest chapter in a very long history of distributed intelligence.</p>
<h2>3. Three kinds of bond</h2>
<p>Ecology distinguishes three basic ways in which species live together. In <strong>mutualism</strong> both sides benefit, like the bee and the flower. In <strong>commensalism</strong> one benefits and the other is unaffected. In <strong>parasitism</strong> one thrives at the other's expense.</p>
<p>I propose applying this classification, humbly, to every system we adopt. A mutualist tool extends our abilities and gives something back for what we give it: data, attention, time. A commensal tool uses us without harming us. A parasitic tool extracts attention, data or money without returning anything comparable, and often weakens the very abilities it claimed to strengthen. What is interesting is that the same system can move from one category to another as conditions change: a service born mutualist can turn parasitic once it needs to grow at any cost.</p>
<h2>4. The asymmetry</h2>
<p>Here the biological metaphor needs an important correction. As far as we know, today's artificial intelligence systems have no interests of their own in the way an organism does: they do not seek to survive or reproduce. So when we speak of symbiosis between humans and AI, we are really speaking of a symbiosis among people, mediated by machines: those who design, those who fund, those who use and those who bear the consequences without having chosen anything.</p>
<p>This may be the central thesis of the essay: the ethical question about artificial intelligence is always, at bottom, a question about relationships between human beings. Blaming the machine and deifying it are two ways of hiding those relationships and the imbalances of power within them.</p>
<h2>5. The conditions for balance</h2>
<p>If symbiosis is not a given harmony but a balance that has to be sustained, what conditions favour it? I suggest five:</p>
<ul>
<li><strong>Transparency:</strong> being able to know the other side of the relationship, what a system does and with which data.</li>
<li><strong>Reciprocity:</strong> value should circulate and return to those who contribute it.</li>
<li><strong>Reversibility:</strong> being able to leave, correct or switch off without losing everything.</li>
<li><strong>Diversity:</strong> avoiding technological monocultures, which are as fragile as agricultural ones.</li>
<li><strong>Measure:</strong> recognising limits of energy, scale and speed.</li>
</ul>
<h2>6. An ethics of gardening</h2>
<p>There are two tempting ways of relating to a powerful technology. One belongs to those who believe they can control everything in advance, as if the world were a blueprint. The other belongs to those who stand back and let the market decide. Neither works well with complex systems.</p>
<p>I prefer a third: that of someone who tends a garden. A gardener does not control the rain or the growth of each plant, but observes, prunes, waters, pulls up what invades and waits. Gardeners accept that the outcome depends on many hands and many seasons, and that no garden is ever finished.</p>
<h2>Conclusion</h2>
<p>If I had to sum up this theory of everything in one sentence, it would be this: nothing intelligent exists alone. Not cells, not forests, not people, and not the machines we build.</p>
<p>The question is not whether we will live in symbiosis with artificial intelligence, because in a sense we already do, but what kind of symbiosis we will choose: one that makes us better at caring for one another, or one that slowly hollows us out. That choice has not been written. It is in our hands, and in the hands of everyone we decide to share it with.</p>
`;

async function essayPdf(lang: Lang): Promise<Uint8Array> {
  const es = lang === "es";
  return renderPdf(
    {
      title: es ? "Teoría del todo" : "Theory of everything",
      subtitle: es
        ? "Un ensayo filosófico sobre la simbiosis entre las personas y la inteligencia artificial"
        : "A philosophical essay on symbiosis between people and artificial intelligence",
      author: "Lucía Ferrer",
      subject: es
        ? "Ensayo filosófico (no es una teoría física)"
        : "Philosophical essay (not a theory of physics)",
      keywords: es
        ? ["ensayo filosófico", "simbiosis", "inteligencia artificial", "ética"]
        : ["philosophical essay", "symbiosis", "artificial intelligence", "ethics"],
      language: es ? "es-ES" : "en-GB",
      running: es
        ? "Teoría del todo · Ensayo filosófico · Lucía Ferrer"
        : "Theory of everything · Philosophical essay · Lucía Ferrer",
      label: es
        ? "Ensayo filosófico · No es una teoría científica"
        : "Philosophical essay · Not a scientific theory",
      coverNote: ["Path of life · Simbiosis, 2025", "CC BY-SA 4.0"],
      accent: ACCENT,
    },
    htmlToBlocks(es ? ESSAY_ES : ESSAY_EN),
  );
}

/* ------------------------------------------------------------------------------------------
 * Contributor guide (Spanish, with an English summary)
 * ---------------------------------------------------------------------------------------- */

const GUIDE_HTML = `
<h1>Bienvenida</h1>
<p>Gracias por tu interés en Simbiosis. Esta guía explica cómo contribuir al sitio web y a los proyectos de la iniciativa, tanto si programas como si escribes, traduces, pruebas prototipos o facilitas talleres. Si después de leerla te queda alguna duda, escríbenos a hola@simbiosis.example o abre una incidencia en https://github.com/simbiosis-ai.</p>
<h2>1. Antes de empezar</h2>
<ul>
<li>Lee el código de conducta (página /codigo del sitio). Se aplica en todos nuestros espacios.</li>
<li>Crea una cuenta en GitHub si vas a proponer cambios de código o de texto.</li>
<li>Busca incidencias con la etiqueta «buena primera contribución»: son tareas acotadas y con alguien disponible para ayudarte.</li>
<li>Si quieres proponer algo nuevo, abre antes una incidencia para comentarlo. Así evitamos trabajo duplicado.</li>
</ul>
<h2>2. Preparar el entorno</h2>
<ol>
<li>Instala Node.js 24 o posterior y Git.</li>
<li>Clona el repositorio: git clone https://github.com/simbiosis-ai/simbiosis-web</li>
<li>Instala las dependencias exactas con npm ci.</li>
<li>Arranca el sitio con npm start y ábrelo en http://localhost:3000. El primer arranque carga el contenido de demostración.</li>
<li>Ejecuta npm test para comprobar que todo funciona antes de tocar nada.</li>
</ol>
<h2>3. Flujo de trabajo</h2>
<ol>
<li>Crea una rama con un nombre descriptivo, por ejemplo arreglo-enlace-faq.</li>
<li>Haz cambios pequeños y commits con mensajes claros que expliquen el porqué, no solo el qué.</li>
<li>Abre una solicitud de cambios (pull request) enlazando la incidencia correspondiente.</li>
<li>Al menos una persona revisora la comentará. Responde a los comentarios con calma: la revisión es una conversación, no un examen.</li>
<li>Las decisiones técnicas se toman por consenso perezoso: si en siete días nadie plantea una objeción razonada, el cambio se integra.</li>
</ol>
<h2>4. Lista de comprobación antes de pedir revisión</h2>
<ul>
<li>Las pruebas pasan (npm test) y el estilo es correcto (npm run lint).</li>
<li>Todo texto visible existe en español y en inglés.</li>
<li>Las imágenes tienen texto alternativo y los colores mantienen un contraste suficiente.</li>
<li>No hay datos personales reales en el código, en las pruebas ni en las capturas.</li>
<li>Si has usado una herramienta de IA, lo indicas en la descripción y has revisado el resultado.</li>
</ul>
<h2>5. Contribuir con contenido</h2>
<p>Los artículos, la documentación y las biografías son páginas que se editan desde el área de edición del sitio. Cada texto se escribe dos veces, una por idioma, con el mismo nombre de valor. Escribe en lenguaje claro, con frases cortas y ejemplos concretos; explica los términos técnicos la primera vez que aparecen y usa un lenguaje inclusivo. Cita las fuentes y evita las afirmaciones que no puedas respaldar.</p>
<h2>6. Traducciones</h2>
<p>El español es la lengua de referencia, pero no buscamos traducciones palabra por palabra: el texto inglés debe sonar natural para quien lo lea. Algunas equivalencias de nuestro glosario:</p>
<ul>
<li>bias: sesgo · fairness: equidad · audit: auditoría</li>
<li>lazy consensus: consenso perezoso · pull request: solicitud de cambios</li>
<li>data sovereignty: soberanía de datos · AI literacy: alfabetización en IA</li>
</ul>
<h2>7. Talleres y materiales</h2>
<p>Si facilitas talleres de alfabetización en IA, puedes usar y adaptar nuestros materiales. Nos ayuda mucho que nos cuentes qué funcionó y qué no, y que compartas tus adaptaciones con la misma licencia para que otras personas las aprovechen.</p>
<h2>8. Licencias y reconocimiento</h2>
<p>Al contribuir aceptas publicar el código con licencia GPL-3.0 o posterior y los textos con CC BY-SA 4.0. Todas las personas que contribuyen aparecen en el archivo de reconocimientos del repositorio. Las herramientas de IA no firman contribuciones: se mencionan en la descripción, y la responsabilidad es siempre de la persona que propone el cambio.</p>
<h1>English summary</h1>
<p>Thank you for your interest in Simbiosis. To contribute: read the code of conduct; find or open an issue on GitHub (look for the "good first contribution" label); install Node.js 24 and Git, clone https://github.com/simbiosis-ai/simbiosis-web, run npm ci, npm start and npm test; work on a branch with small commits; open a pull request linked to the issue. Technical decisions follow lazy consensus: a change is merged if no reasoned objection is raised within seven days.</p>
<p>Before asking for review, make sure tests and lint pass, every visible text exists in Spanish and English, images have alternative text, no real personal data is included and any use of AI tools is declared. Code is published under GPL-3.0-or-later and text under CC BY-SA 4.0. Questions: hola@simbiosis.example.</p>
`;

async function guidePdf(): Promise<Uint8Array> {
  return renderPdf(
    {
      title: "Guía de contribución",
      subtitle:
        "Cómo participar en Simbiosis: código, contenido, traducción y talleres. Incluye un resumen en inglés.",
      author: "Amara Okafor y Jonás Ibarra",
      subject: "Guía de contribución de Simbiosis / Simbiosis contributor guide",
      keywords: ["contribuir", "contributing", "github", "guía"],
      language: "es-ES",
      running: "Guía de contribución · Simbiosis",
      label: "Documentación · Versión 1.1",
      coverNote: ["Simbiosis, 2025", "CC BY-SA 4.0"],
      accent: BRAND_DARK,
    },
    htmlToBlocks(GUIDE_HTML),
  );
}

/* ------------------------------------------------------------------------------------------
 * Portfolio: platforms, projects and products, built from the demo pages (Spanish)
 * ---------------------------------------------------------------------------------------- */

async function portfolioPdf(): Promise<Uint8Array> {
  const lang: Lang = "es";
  const items: Item[] = [];
  items.push(block("h1", "Quiénes somos"));
  items.push(
    ...htmlToBlocks(`
<p>Simbiosis es una iniciativa comunitaria por una inteligencia artificial ética, segura y construida en comunidad. Este portfolio resume sus tres plataformas, los proyectos del laboratorio y los productos que cualquier organización puede usar hoy. Todo el software se publica con licencia GPL-3.0 y todos los textos con CC BY-SA 4.0.</p>
<ul>
<li><strong>EthicsI:</strong> ética aplicada e investigación académica.</li>
<li><strong>InnvaLab:</strong> innovación abierta y desarrollo de herramientas.</li>
<li><strong>Harmonia:</strong> consultoría y cooperativa comunitaria.</li>
</ul>
<p>Las tres trabajan en un mismo ciclo: investigación, desarrollo e implementación, y cada una devuelve a las demás lo que aprende.</p>
`),
  );

  for (const name of ["ethicsi", "innvalab", "harmonia"]) {
    const p = pageNamed(name);
    items.push({ kind: "pagebreak" });
    items.push(block("small", "PLATAFORMA"));
    items.push(block("h1", textOf(p, "Title", lang)));
    items.push({ kind: "p", runs: [{ text: textOf(p, "Subtitle", lang), bold: false, italic: true }] });
    items.push(...htmlToBlocks(htmlOf(p, "Content", lang)));
  }

  items.push({ kind: "pagebreak" });
  items.push(block("h1", "Proyectos"));
  for (const p of demoPages.filter((d) => d.Template === "Projects")) {
    items.push(block("h2", textOf(p, "ProjectName", lang)));
    items.push({ kind: "p", runs: [{ text: textOf(p, "Subtitle", lang), bold: false, italic: true }] });
    items.push({
      kind: "small",
      runs: [
        {
          text: `Estado: ${textOf(p, "Status", lang)} · Repositorio: ${valueOf(p, "Repository", lang).url ?? ""}`,
          bold: false,
          italic: false,
        },
      ],
    });
    items.push(...htmlToBlocks(htmlOf(p, "Overview", lang)));
  }

  items.push({ kind: "pagebreak" });
  items.push(block("h1", "Productos"));
  for (const p of demoPages.filter((d) => /product/i.test(d.Template))) {
    items.push(block("h2", textOf(p, "productname", lang)));
    const sub = textOf(p, "subtitle", lang) || textOf(p, "tagline", lang);
    items.push({ kind: "p", runs: [{ text: sub, bold: false, italic: true }] });
    items.push(...htmlToBlocks(htmlOf(p, "overview", lang) || htmlOf(p, "description", lang)));
    items.push(block("h3", "Características"));
    items.push(...htmlToBlocks(htmlOf(p, "Features", lang)));
    items.push({
      kind: "small",
      runs: [
        {
          text: `Licencia: ${textOf(p, "License", lang)} Código: ${valueOf(p, "github", lang).url ?? ""}`,
          bold: false,
          italic: false,
        },
      ],
    });
  }

  items.push({ kind: "space", size: 10 });
  items.push(block("h1", "Contacto"));
  items.push(
    ...htmlToBlocks(
      `<p>Correo: hola@simbiosis.example · Código: https://github.com/simbiosis-ai</p><p>Para solicitar una auditoría, un acompañamiento o un taller, escríbenos contándonos qué necesitas. Respondemos en un plazo de cinco días laborables.</p>`,
    ),
  );

  return renderPdf(
    {
      title: "Portfolio Simbiosis",
      subtitle: "Plataformas, proyectos y productos de una iniciativa comunitaria por una IA ética y segura",
      author: "Comunidad Simbiosis",
      subject: "Portfolio de plataformas, proyectos y productos de Simbiosis",
      keywords: ["portfolio", "EthicsI", "InnvaLab", "Harmonia", "proyectos", "productos"],
      language: "es-ES",
      running: "Portfolio Simbiosis 2025",
      label: "Portfolio 2025",
      coverNote: ["hola@simbiosis.example · github.com/simbiosis-ai", "Simbiosis, 2025 · CC BY-SA 4.0"],
    },
    items,
  );
}

/* ------------------------------------------------------------------------------------------
 * Whitepaper: EthicsI Audit (Spanish, with an English abstract)
 * ---------------------------------------------------------------------------------------- */

const WHITEPAPER_HTML = `
<h2>Abstract</h2>
<p><em>EthicsI Audit is an open-source tool for reproducible bias audits of automated decision systems. It combines per-group fairness metrics with bootstrap confidence intervals, warnings for small groups, a structured qualitative component (interviews with affected people) and a bilingual report template. It runs locally, so audited data never leaves the organisation. This paper describes its methodology, architecture and limits.</em></p>
<h2>1. El problema</h2>
<p>Cada vez más organizaciones públicas y sociales usan sistemas automatizados para priorizar solicitudes, asignar recursos o detectar riesgos. Muchas no tienen medios para comprobar si esos sistemas tratan por igual a todos los grupos de población. Las herramientas existentes suelen exigir conocimientos avanzados de programación, envían los datos a servicios externos o producen tablas de números difíciles de interpretar y de comunicar.</p>
<p>EthicsI Audit nace de la experiencia de la fundación EthicsI en auditorías reales con ayuntamientos, cooperativas y entidades sociales. Su objetivo es que una organización mediana pueda realizar una auditoría rigurosa, entender sus resultados y publicarlos.</p>
<h2>2. Principios de diseño</h2>
<ul>
<li><strong>Local por defecto:</strong> la herramienta se ejecuta en el equipo o servidor de la organización y no realiza conexiones de red.</li>
<li><strong>Reproducible:</strong> cada informe registra la versión de la herramienta, la huella del archivo de datos y la semilla del remuestreo, de modo que otra persona pueda repetir el cálculo.</li>
<li><strong>Humilde con la incertidumbre:</strong> ninguna cifra se muestra sin su intervalo, y los grupos pequeños se señalan de forma explícita.</li>
<li><strong>Comprensible:</strong> los resultados se explican en lenguaje claro, en español y en inglés.</li>
<li><strong>Mixto:</strong> las métricas son solo una parte; la voz de las personas afectadas forma parte del método.</li>
</ul>
<h2>3. Metodología cuantitativa</h2>
<p>La entrada es una tabla con una fila por caso: la decisión del sistema, el resultado correcto cuando se conoce y los atributos de grupo que se quieren examinar. Para cada grupo se calculan:</p>
<ul>
<li><strong>Tasa de selección:</strong> proporción de casos con decisión favorable.</li>
<li><strong>Razón de impacto:</strong> tasa de selección del grupo dividida entre la del grupo con la tasa más alta. Por debajo de 0,8 se emite una alerta, siguiendo la práctica habitual, aunque no constituye por sí misma una prueba de discriminación.</li>
<li><strong>Tasas de verdaderos y falsos positivos</strong>, que permiten evaluar la igualdad de oportunidades y la igualdad de errores.</li>
<li><strong>Calibración por grupo</strong>, cuando el sistema produce puntuaciones además de decisiones.</li>
</ul>
<p>Los intervalos de confianza se obtienen por remuestreo con reemplazo (1.000 repeticiones por defecto) y se informan los percentiles 2,5 y 97,5. Los grupos con menos de 30 casos se marcan como insuficientes y no se usan para conclusiones, solo como indicio para recoger más información.</p>
<h2>4. Metodología cualitativa</h2>
<p>La herramienta incluye un guion de entrevistas semiestructuradas y un registro de testimonios seudonimizados. Recomendamos al menos dos conversaciones con personas de cada grupo en el que aparezcan diferencias. Los testimonios se vinculan a los hallazgos cuantitativos en el informe, de modo que cada cifra relevante tenga una explicación humana o una pregunta abierta.</p>
<h2>5. Arquitectura</h2>
<ol>
<li><strong>Importador:</strong> lee CSV y hojas de cálculo, comprueba columnas y tipos y rechaza archivos con identificadores directos como nombres o documentos de identidad.</li>
<li><strong>Motor de métricas:</strong> el detector de sesgos desarrollado por InnvaLab, publicado como biblioteca independiente.</li>
<li><strong>Generador de informes:</strong> plantillas bilingües que producen HTML accesible y PDF.</li>
<li><strong>Almacenamiento:</strong> una carpeta local por auditoría, con los datos de entrada, los resultados intermedios y el informe final.</li>
</ol>
<h2>6. Límites conocidos</h2>
<ul>
<li>Algunas definiciones de equidad son incompatibles entre sí; la herramienta las muestra todas, pero elegir cuál priorizar es una decisión de la organización que debe justificarse.</li>
<li>Analizar grupos exige tratar atributos sensibles. Recomendamos minimizar, seudonimizar y borrar los datos al terminar la auditoría.</li>
<li>Una auditoría no responde a la pregunta previa de si el sistema debería existir. Para eso hacen falta procesos de gobernanza participativa como los que acompaña Harmonia.</li>
<li>Los resultados describen un momento concreto: los sistemas cambian y las auditorías deben repetirse.</li>
</ul>
<h2>7. Hoja de ruta</h2>
<p>Las próximas versiones incluirán la comparación entre versiones de un modelo, mejoras de accesibilidad del informe y una guía para equipos sin experiencia técnica. La hoja de ruta completa se publica en el sitio de Simbiosis.</p>
<h2>8. Licencia y contacto</h2>
<p>Código con licencia GPL-3.0 o posterior en https://github.com/simbiosis-ai/ethicsi-audit. Documentación y plantillas con licencia CC BY-SA 4.0. Contacto: hola@simbiosis.example.</p>
`;

async function whitepaperPdf(): Promise<Uint8Array> {
  return renderPdf(
    {
      title: "EthicsI Audit",
      subtitle:
        "Auditorías de sesgo reproducibles, del conjunto de datos al informe público. Whitepaper técnico.",
      author: "Lucía Ferrer y Jonás Ibarra",
      subject: "Whitepaper de EthicsI Audit: metodología, arquitectura y límites",
      keywords: ["EthicsI Audit", "whitepaper", "auditoría", "sesgo", "equidad"],
      language: "es-ES",
      running: "Whitepaper EthicsI Audit · v1.0",
      label: "Whitepaper · Versión 1.0",
      coverNote: ["EthicsI · Simbiosis, 2025", "Texto CC BY-SA 4.0 · Código GPL-3.0-or-later"],
    },
    htmlToBlocks(WHITEPAPER_HTML),
  );
}

/* ------------------------------------------------------------------------------------------
 * SVG logos and avatars (static, no scripts, no external references)
 * ---------------------------------------------------------------------------------------- */

function svg(title: string, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img" aria-labelledby="title">
<title id="title">${title}</title>
${body.trim()}
</svg>
`;
}

const LOGOS: Record<string, string> = {
  "logo-ethicsi.svg": svg(
    "EthicsI: fundación de ética e investigación",
    "0 0 120 120",
    `
<rect width="120" height="120" rx="24" fill="#0d756e"/>
<circle cx="48" cy="60" r="26" fill="none" stroke="#ffffff" stroke-width="6"/>
<circle cx="72" cy="60" r="26" fill="none" stroke="#b9f0e6" stroke-width="6"/>
<path d="M60 38 L60 82" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>
`,
  ),
  "logo-innvalab.svg": svg(
    "InnvaLab: laboratorio de innovación",
    "0 0 120 120",
    `
<rect width="120" height="120" rx="24" fill="#1a3359"/>
<polygon points="60,18 96,39 96,81 60,102 24,81 24,39" fill="none" stroke="#7fd1c7" stroke-width="6" stroke-linejoin="round"/>
<circle cx="60" cy="60" r="9" fill="#ffffff"/>
<circle cx="60" cy="34" r="6" fill="#ffffff"/>
<circle cx="82" cy="73" r="6" fill="#ffffff"/>
<circle cx="38" cy="73" r="6" fill="#ffffff"/>
<path d="M60 40 L60 51 M77 70 L67 64 M43 70 L53 64" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
`,
  ),
  "logo-harmonia.svg": svg(
    "Harmonia: consultoría y cooperativa comunitaria",
    "0 0 120 120",
    `
<rect width="120" height="120" rx="24" fill="#7854b8"/>
<circle cx="60" cy="46" r="20" fill="#ffffff" fill-opacity="0.85"/>
<circle cx="46" cy="70" r="20" fill="#f6d365" fill-opacity="0.85"/>
<circle cx="74" cy="70" r="20" fill="#7fd1c7" fill-opacity="0.85"/>
`,
  ),
  "logo-detector-sesgos.svg": svg(
    "Detector de sesgos",
    "0 0 120 120",
    `
<rect width="120" height="120" rx="24" fill="#f4f1ea"/>
<rect x="22" y="62" width="12" height="34" rx="3" fill="#0d756e"/>
<rect x="40" y="44" width="12" height="52" rx="3" fill="#0d756e"/>
<rect x="58" y="74" width="12" height="22" rx="3" fill="#d9822b"/>
<circle cx="78" cy="44" r="18" fill="none" stroke="#1a3359" stroke-width="7"/>
<path d="M91 57 L104 70" stroke="#1a3359" stroke-width="9" stroke-linecap="round"/>
`,
  ),
};

function avatar(title: string, initials: string, bg: string, fg: string): string {
  return svg(
    title,
    "0 0 96 96",
    `
<circle cx="48" cy="48" r="48" fill="${bg}"/>
<text x="48" y="58" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="32" font-weight="700" fill="${fg}">${initials}</text>
`,
  );
}

const AVATARS: Record<string, string> = {
  "avatar-lucia-ferrer.svg": avatar("Lucía Ferrer", "LF", "#0d756e", "#ffffff"),
  "avatar-mateo-quispe.svg": avatar("Mateo Quispe", "MQ", "#1a3359", "#ffffff"),
  "avatar-amara-okafor.svg": avatar("Amara Okafor", "AO", "#7854b8", "#ffffff"),
  "avatar-jonas-ibarra.svg": avatar("Jonás Ibarra", "JI", "#d9822b", "#ffffff"),
  "avatar-asistente-ia.svg": svg(
    "Asistente de IA",
    "0 0 96 96",
    `
<circle cx="48" cy="48" r="48" fill="#e8f4f2"/>
<rect x="26" y="30" width="44" height="36" rx="10" fill="none" stroke="#0d756e" stroke-width="5"/>
<circle cx="39" cy="48" r="4.5" fill="#0d756e"/>
<circle cx="57" cy="48" r="4.5" fill="#0d756e"/>
<path d="M48 30 L48 20" stroke="#0d756e" stroke-width="4" stroke-linecap="round"/>
<circle cx="48" cy="18" r="4" fill="#7854b8"/>
`,
  ),
};

/* ------------------------------------------------------------------------------------------
 * Entry point
 * ---------------------------------------------------------------------------------------- */

/** Every demo file, generated in memory (deterministic: fixed dates, no randomness). */
export async function makeDemoFiles(): Promise<Array<{ name: string; type: string; bytes: Uint8Array }>> {
  const pdf = (name: string, bytes: Uint8Array): DemoFile => ({ name, type: "application/pdf", bytes });
  const files: DemoFile[] = [
    pdf("path-of-life-es.pdf", await bookPdf("es")),
    pdf("path-of-life-en.pdf", await bookPdf("en")),
    pdf("teoria-del-todo-es.pdf", await essayPdf("es")),
    pdf("theory-of-everything-en.pdf", await essayPdf("en")),
    pdf("guia-de-contribucion.pdf", await guidePdf()),
    pdf("portfolio-simbiosis.pdf", await portfolioPdf()),
    pdf("whitepaper-ethicsi-audit.pdf", await whitepaperPdf()),
  ];
  const encoder = new TextEncoder();
  for (const [name, text] of Object.entries({ ...LOGOS, ...AVATARS })) {
    files.push({ name, type: "image/svg+xml", bytes: encoder.encode(text) });
  }
  return files;
}
