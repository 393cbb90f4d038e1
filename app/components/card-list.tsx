import type { ReactNode } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { onlyParamsChanged } from "../content/filters.ts";
import type { ImageView } from "../content/views.ts";
import { useLanguage } from "../i18n/language.tsx";
import { ContentCard } from "./content-card.tsx";
import { EmptyState } from "./empty-state.tsx";
import { PageIntro } from "./page-intro.tsx";
import { FilterBar } from "./filter-bar.tsx";
import { useUrlFilters } from "./use-url-filters.ts";

/*
 * The list screens of products, projects and bios: an intro, then cards (searched as the visitor
 * types on the first two), or what to do when there are none.
 */

export interface ListCard {
  name: string;
  href: string;
  title: string;
  text: string;
  image?: ImageView;
}

/** A product or project card as a list card: its subtitle under the title, its logo beside it. */
export function logoCard(item: {
  name: string;
  href: string;
  title: string;
  subtitle: string;
  logo?: ImageView;
}) {
  return { name: item.name, href: item.href, title: item.title, text: item.subtitle, image: item.logo };
}

export function CardGrid({
  cards,
  imageShape,
}: {
  cards: readonly ListCard[];
  imageShape?: "logo" | "avatar";
}) {
  return (
    <div className="grid card-grid">
      {cards.map((c) => (
        <ContentCard
          key={c.name}
          href={c.href}
          title={c.title}
          text={c.text}
          image={c.image}
          imageShape={imageShape}
        />
      ))}
    </div>
  );
}

/** The intro of a list screen, then its list, or `empty` (what happened, what to do) when it has nothing. */
export function ListScreen({
  texts,
  empty,
  children,
}: {
  texts: { eyebrow: string; title: string; lead: string };
  empty: { title: string; text: string } | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead} />
      <section className="section content-list">
        <div className="container">
          {empty ? <EmptyState title={empty.title} text={empty.text} /> : children}
        </div>
      </section>
    </>
  );
}

const SEARCH = ["q"] as const;

/** Typing in the search box changes only ?q=: the screen filters the cards it has, without reloading them. */
export function revalidateUnlessSearching({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return onlyParamsChanged(currentUrl, nextUrl, SEARCH) ? false : defaultShouldRevalidate;
}

/** A search box (?q=) over the cards, and the cards that match it, or a way to clear the search. */
export function SearchableCards({
  cards,
  matches,
  texts,
}: {
  cards: readonly ListCard[];
  matches: (card: ListCard, query: string) => boolean;
  texts: { searchLabel: string; searchPlaceholder: string; noResultsTitle: string; noResultsText: string };
}) {
  const { d } = useLanguage();
  const { values, setValue, clear, flush } = useUrlFilters(SEARCH);
  const shown = cards.filter((c) => matches(c, values.q));
  return (
    <>
      <FilterBar
        search={{ label: texts.searchLabel, placeholder: texts.searchPlaceholder, value: values.q }}
        onChange={(_name, value) => setValue("q", value)}
        onCommit={flush}
      />
      {shown.length === 0 ? (
        <EmptyState title={texts.noResultsTitle} text={texts.noResultsText}>
          <button type="button" className="btn btn-primary" onClick={clear}>
            {d.content.clearSearch}
          </button>
        </EmptyState>
      ) : (
        <CardGrid cards={shown} />
      )}
    </>
  );
}
