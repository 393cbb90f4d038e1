import type { Route } from "./+types/projects";
import { ListScreen, logoCard, SearchableCards } from "../../components/card-list.tsx";
import { projectMatches } from "../../content/search.ts";
import { useLanguage } from "../../i18n/language.tsx";

export { loader } from "./projects.server.ts";
export { revalidateUnlessSearching as shouldRevalidate } from "../../components/card-list.tsx";
export { loaderMeta as meta } from "../../components/meta.ts";

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
