import type { Route } from "./+types/bios";
import { CardGrid, ListScreen } from "../../components/card-list.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { useLanguage } from "../../i18n/language.tsx";

export { loader } from "./bios.server.ts";

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function Bios({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  const b = d.bios;
  const { bios } = loaderData;
  return (
    <ListScreen texts={b} empty={bios.length === 0 ? { title: b.emptyTitle, text: b.emptyText } : undefined}>
      <CardGrid
        cards={bios.map((bio) => ({
          name: bio.name,
          href: bio.href,
          title: bio.title,
          text: bio.short,
          image: bio.photo,
        }))}
        imageShape="avatar"
      />
    </ListScreen>
  );
}
