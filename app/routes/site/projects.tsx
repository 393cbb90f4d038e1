import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/projects";
import {
  ListScreen,
  logoCard,
  revalidateUnlessSearching,
  SearchableCards,
} from "../../components/card-list.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { projectMatches } from "../../content/search.ts";
import { useLanguage } from "../../i18n/language.tsx";

export { loader } from "./projects.server.ts";

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateUnlessSearching(args);
}

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  const p = d.projects;
  const { projects } = loaderData;
  return (
    <ListScreen
      texts={p}
      empty={projects.length === 0 ? { title: p.emptyTitle, text: p.emptyText } : undefined}
    >
      <SearchableCards cards={projects.map(logoCard)} matches={projectMatches} texts={p} />
    </ListScreen>
  );
}
