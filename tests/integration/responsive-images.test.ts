import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as articleLoader } from "../../app/routes/site/article.server.ts";
import { loader as productLoader } from "../../app/routes/site/product.server.ts";
import { loader as productsLoader } from "../../app/routes/site/products.server.ts";
import { storeMedia } from "../../app/server/files/media.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import { adapters } from "../support/adapters.ts";
import { freshServices, loaderArgs } from "../support/services.ts";

/*
 * Library images on the public screens (issue 15, item 5), on both databases: an image uploaded to the
 * library is served with its WebP and AVIF copies as srcset, its own width and height, and lazily when
 * it is not the first; an image outside the library stays as written.
 */

describe.each(adapters)("responsive library images on $name", (target) => {
  let services: Services;
  let cleanup: () => Promise<void>;
  let photo: string;

  beforeAll(async () => {
    ({ services, close: cleanup } = await freshServices(target));
    const bytes = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const { item } = await storeMedia(services, { name: "paisaje-1a2b.png", ext: "png", bytes, user: null });
    photo = item.name;
    await services.store.savePage({
      Page: "con-fotos",
      Template: "Article",
      values: [
        { name: "Title", lang: "es", value: { text: "Con fotos" } },
        {
          name: "Content",
          lang: "es",
          value: {
            html: `<p>Arriba</p><p><img src="/content/${photo}" alt="Un paisaje"></p><p>Texto</p><p><img src="/content/${photo}" alt="Otra vez"><img src="https://example.org/x.png" alt="Fuera"></p>`,
          },
        },
      ],
    });
    await services.store.savePage({
      Page: "con-logo",
      Template: "Products",
      values: [
        { name: "productname", lang: "es", value: { text: "Con logo" } },
        { name: "logo", lang: "es", value: { name: photo, text: "Logotipo" } },
      ],
    });
  });
  afterAll(() => cleanup?.());

  const args = <P>(path: string, params: P) => loaderArgs(services, path, params);

  it("serves a library image in the formatted text as a <picture> with its size and copies", async () => {
    const { view } = await articleLoader(args("/article/con-fotos", { id: "con-fotos" }));
    const html = view.bodyHtml ?? "";
    const pictures = html.match(/<picture>.*?<\/picture>/g) ?? [];
    expect(pictures).toHaveLength(2);
    const [first = "", second = ""] = pictures;
    expect(first).toContain(
      `<source type="image/avif" srcset="/content/paisaje-1a2b-w480.avif 480w, /content/paisaje-1a2b-w960.avif 960w, /content/paisaje-1a2b-w1000.avif 1000w"`,
    );
    expect(first).toMatch(
      /<source type="image\/webp" srcset="[^"]+-w480\.webp 480w, [^"]+-w960\.webp 960w, [^"]+-w1000\.webp 1000w" sizes="[^"]+">/,
    );
    expect(first).toMatch(
      /<img src="\/content\/paisaje-1a2b\.png" alt="Un paisaje" decoding="async" width="1000" height="500" \/>/,
    );
    expect(first).not.toContain("loading=");
    expect(second).toContain('loading="lazy"');
    // Outside the library: the same address, lazily.
    expect(html).toContain(
      '<img src="https://example.org/x.png" alt="Fuera" loading="lazy" decoding="async" />',
    );
  });

  it("gives a page's logo and its card the copies and the size", async () => {
    const { view } = await productLoader(args("/product/con-logo", { name: "con-logo" }));
    expect(view.logo).toMatchObject({ src: `/content/${photo}`, width: 1000, height: 500 });
    expect(view.logo?.sources?.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    const list = await productsLoader(args("/products", {}));
    const card = list.products.find((p) => p.name === "con-logo");
    expect(card?.logo?.sources?.[1]?.srcset).toMatch(/-w480\.webp 480w/);
  });
});
