import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  imageFilesIn,
  imageFilesOf,
  libraryFileOf,
  responsiveHtml,
  responsiveImage,
  withImageSizes,
  type ResponsiveImage,
} from "./responsive-images.ts";
import type { MediaVariant } from "./media.ts";
import type { SafeHtml } from "./safe-html.ts";

const variant = (name: string, format: "webp" | "avif", width: number): MediaVariant => ({
  name: `${name}-${width}.${format}`,
  format,
  width,
  height: Math.round((width * 2) / 3),
  size: 1000,
});

const PHOTO = responsiveImage({
  width: 1200,
  height: 800,
  variants: [variant("foto", "webp", 960), variant("foto", "webp", 480), variant("foto", "avif", 480)],
}) as ResponsiveImage;
const lookup = (name: string) => (name === "foto.png" ? PHOTO : undefined);

describe("responsive library images", () => {
  it("offers each format's copies narrowest first, AVIF before WebP, with the original's size", () => {
    expect(PHOTO).toEqual({
      width: 1200,
      height: 800,
      sources: [
        { type: "image/avif", srcset: "/content/foto-480.avif 480w" },
        { type: "image/webp", srcset: "/content/foto-480.webp 480w, /content/foto-960.webp 960w" },
      ],
    });
    expect(responsiveImage({ width: null, height: null, variants: [] })).toBeUndefined();
    expect(responsiveImage({ width: 10, height: 10, variants: [] })).toEqual({
      width: 10,
      height: 10,
      sources: [],
    });
  });

  it("reads only the site's own file addresses", () => {
    expect(libraryFileOf("/content/foto.png")).toBe("foto.png");
    expect(libraryFileOf("/content/mi%20foto.png")).toBe("mi foto.png");
    for (const other of [
      "https://example.org/x.png",
      "/content/",
      "/content/a/b.png",
      "/content/%E0%A4%A",
      "/content/x.png?v=1",
    ])
      expect(libraryFileOf(other)).toBeUndefined();
  });

  it("makes a library image a <picture> with its size; later images load lazily; others keep their address", () => {
    const html =
      '<p><img src="/content/foto.png" alt="Una &quot;foto&quot;" /></p><p><img src="https://example.org/a.png" alt="" loading="eager" /></p><img src="/content/foto.png" alt="b" width="600" />' as SafeHtml;
    expect(imageFilesIn(html)).toEqual(["foto.png", "foto.png"]);
    const out = responsiveHtml(html, lookup);
    expect(out).toBe(
      '<p><picture><source type="image/avif" srcset="/content/foto-480.avif 480w" sizes="(min-width: 48rem) 46rem, 100vw">' +
        '<source type="image/webp" srcset="/content/foto-480.webp 480w, /content/foto-960.webp 960w" sizes="(min-width: 48rem) 46rem, 100vw">' +
        '<img src="/content/foto.png" alt="Una &quot;foto&quot;" decoding="async" width="1200" height="800" /></picture></p>' +
        '<p><img src="https://example.org/a.png" alt="" loading="lazy" decoding="async" /></p>' +
        '<picture><source type="image/avif" srcset="/content/foto-480.avif 480w" sizes="(min-width: 48rem) 46rem, 100vw">' +
        '<source type="image/webp" srcset="/content/foto-480.webp 480w, /content/foto-960.webp 960w" sizes="(min-width: 48rem) 46rem, 100vw">' +
        '<img src="/content/foto.png" alt="b" width="600" loading="lazy" decoding="async" height="400" /></picture>',
    );
  });

  it("finds and sizes the images of a loader's data, leaving promises and other values alone", () => {
    const later = Promise.resolve([]);
    const data = {
      view: {
        title: '<img src="/content/foto.png">',
        logo: { src: "/content/foto.png", alt: "Logo" },
        bodyHtml: '<img src="/content/foto.png" alt="" />',
      },
      cards: [{ image: { src: "/content/otra.png", alt: "" } }],
      attachments: later,
    };
    expect([...imageFilesOf(data)].sort()).toEqual(["foto.png", "otra.png"]);
    const out = withImageSizes(data, lookup);
    expect(out.view.title).toBe(data.view.title); // text, not HTML: shown as written
    expect(out.view.logo).toEqual({ src: "/content/foto.png", alt: "Logo", ...PHOTO });
    expect(out.view.bodyHtml).toContain("<picture>");
    expect(out.cards[0]?.image).toEqual({ src: "/content/otra.png", alt: "" });
    expect(out.attachments).toBe(later);
  });
});

describe("a library image's texts in the page's language", () => {
  const texts = (name: string) =>
    name === "foto.png" ? { alt: 'Un "huerto" <en flor>', caption: "Mayo & junio" } : undefined;

  it("replaces the text's alt with the library's and frames a standalone image with its caption", () => {
    const html =
      '<img src="/content/foto.png" alt="viejo"><p>Texto <img src="/content/foto.png" alt="x"></p>' as SafeHtml;
    const out = responsiveHtml(html, lookup, texts);
    expect(out).toContain('alt="Un &quot;huerto&quot; &lt;en flor&gt;"');
    expect(out).not.toContain('alt="viejo"');
    expect(out.match(/<figure class="rich-figure">/g)).toHaveLength(1);
    expect(out).toMatch(
      /^<figure class="rich-figure"><picture>.*<\/picture><figcaption>Mayo &amp; junio<\/figcaption><\/figure><p>/,
    );
    // Inside a paragraph a figure is not allowed: the image keeps its place, described, with no caption.
    expect(out).toMatch(/<p>Texto <picture>.*alt="Un &quot;huerto&quot;.*<\/picture><\/p>$/);
  });

  it("keeps the text's alt when the library has none in that language, and an image view's too", () => {
    const none = () => ({ alt: " ", caption: "" });
    expect(responsiveHtml('<img src="/content/foto.png" alt="propio">' as SafeHtml, lookup, none)).toContain(
      'alt="propio"',
    );
    const data = {
      logo: { src: "/content/foto.png", alt: "Logo" },
      other: { src: "/content/otra.png", alt: "B" },
    };
    expect(withImageSizes(data, lookup, none).logo.alt).toBe("Logo");
    const described = withImageSizes(data, lookup, texts);
    expect(described.logo.alt).toBe('Un "huerto" <en flor>');
    expect(described.other.alt).toBe("B");
  });
});

describe("a library image's texts, whatever they hold", () => {
  it("stay inside their attribute and their caption, and frame only images outside text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (alt, caption) => {
        const html =
          '<p>a</p><img src="/content/foto.png" alt="x"><ul><li><img src="/content/foto.png" alt="y"></li></ul>';
        const out = responsiveHtml(html as SafeHtml, lookup, () => ({ alt, caption }));
        const alts = [...out.matchAll(/<img [^>]*?alt="([^"]*)"/g)].map((m) => m[1]);
        expect(alts).toHaveLength(2);
        for (const a of alts) expect(a).not.toMatch(/[<>]/);
        const captions = [...out.matchAll(/<figcaption>([^]*?)<\/figcaption>/g)].map((m) => m[1] ?? "");
        expect(captions).toHaveLength(caption.trim() ? 1 : 0);
        for (const c of captions) expect(c).not.toMatch(/[<>]/);
        expect(out.match(/<img /g)).toHaveLength(2);
      }),
    );
  });
});
