import type { Route } from "./+types/products";
import { listKind } from "../../server/site/pages.server.ts";
import { dictionaryText, loaderBasics } from "../../server/site/request.server.ts";
import { productCard } from "../../server/site/views.server.ts";
import { withResponsiveImages } from "../../server/site/responsive-images.server.ts";

/** /products: every product, by title (the screen searches them as the visitor types). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, media, lang } = loaderBasics(request, context);
  const meta = dictionaryText(lang, "products.metaTitle", "products.metaDescription");
  try {
    const pages = await listKind(store, "product");
    return await withResponsiveImages(media, lang, {
      products: pages.map((p) => productCard(p, lang)).sort((a, b) => a.title.localeCompare(b.title, lang)),
      apiError: false,
      meta,
    });
  } catch (error) {
    // A failed load still shows the screen, saying products.apiError (docs/product.md "Content screens").
    console.error(error);
    return { products: [], apiError: true, meta };
  }
}
