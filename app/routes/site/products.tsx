import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/products";
import {
  ListScreen,
  logoCard,
  revalidateUnlessSearching,
  SearchableCards,
} from "../../components/card-list.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { productMatches } from "../../content/search.ts";
import { useLanguage } from "../../i18n/language.tsx";

export { loader } from "./products.server.ts";

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateUnlessSearching(args);
}

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

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
