import type { Route } from "./+types/products";
import { ListScreen, logoCard, SearchableCards } from "../../components/card-list.tsx";
import { productMatches } from "../../content/search.ts";
import { useLanguage } from "../../i18n/language.tsx";

export { loader } from "./products.server.ts";
export { revalidateUnlessSearching as shouldRevalidate } from "../../components/card-list.tsx";
export { loaderMeta as meta } from "../../components/meta.ts";

export default function Products({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  const p = d.products;
  const { products, apiError } = loaderData;
  const empty = { title: p.emptyTitle, text: apiError ? `${p.apiError} ${p.tryLater}` : p.tryLater };
  return (
    <ListScreen texts={p} empty={products.length === 0 ? empty : undefined}>
      <SearchableCards cards={products.map(logoCard)} matches={productMatches} texts={p} />
    </ListScreen>
  );
}
