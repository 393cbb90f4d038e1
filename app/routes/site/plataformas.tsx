import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/plataformas";
import { PageHero, SectionHeading } from "../../components/site-blocks.tsx";
import { Icon, type IconName } from "../../components/site-icons.tsx";
import { dictionaryMeta } from "../../components/site-meta.ts";
import type { Platform } from "../../content/site-pages.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { platforms } from "../../i18n/sections/platforms.ts";

// This screen's texts travel with its code, not in every public page's (app/i18n/dictionaries.ts).
joinTexts({ platforms });

export function meta(args: Route.MetaArgs) {
  return dictionaryMeta(args, (d) => d.platforms);
}

const CARDS: ReadonlyArray<{ key: Platform; icon: IconName; tone: string }> = [
  { key: "ethicsi", icon: "scale", tone: "primary" },
  { key: "innvalab", icon: "spark", tone: "accent" },
  { key: "harmonia", icon: "people", tone: "mint" },
];

const STEPS: ReadonlyArray<{ key: "research" | "development" | "implementation"; icon: IconName }> = [
  { key: "research", icon: "book" },
  { key: "development", icon: "code" },
  { key: "implementation", icon: "handshake" },
];

export default function Plataformas() {
  const { d } = useLanguage();
  const p = d.platforms;
  const stats = [
    { value: "3", label: p.stats.platforms },
    { value: "∞", label: p.stats.collaboration },
    { value: "1", label: p.stats.vision },
  ];
  return (
    <>
      <PageHero eyebrow={p.hero.eyebrow} title={p.hero.title} lead={p.hero.lead} />

      <section className="section" aria-labelledby="cards-title">
        <div className="container">
          <SectionHeading id="cards-title" title={p.cards.title} />
          <ul className="grid grid-3 card-list">
            {CARDS.map((card) => {
              const c = p.cards[card.key];
              return (
                <li key={card.key}>
                  <article className="card card-link platform-card">
                    <span className={`icon-badge icon-badge-${card.tone}`}>
                      <Icon name={card.icon} />
                    </span>
                    <h3>{c.name}</h3>
                    <p className="card-kicker">{c.kicker}</p>
                    <p>{c.text}</p>
                    <ul className="tags" aria-label={p.cards.featuresLabel}>
                      {c.features.map((f) => (
                        <li key={f} className="tag">
                          {f}
                        </li>
                      ))}
                    </ul>
                    <Link to={`/${card.key}`} className="card-more">
                      {p.cards.visit} {c.name}
                      <Icon name="arrow" />
                    </Link>
                  </article>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="flow-title">
        <div className="container">
          <SectionHeading
            id="flow-title"
            eyebrow={p.flow.eyebrow}
            title={p.flow.title}
            intro={p.flow.intro}
          />
          <ol className="flow">
            {STEPS.map((step, i) => (
              <li key={step.key} className="flow-step">
                <span className="flow-number" aria-hidden="true">
                  {i + 1}
                </span>
                <Icon name={step.icon} className="icon flow-icon" />
                <h3>{p.flow[step.key].title}</h3>
                <p>{p.flow[step.key].text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="impact-title">
        <div className="container impact-layout">
          <div>
            <SectionHeading id="impact-title" eyebrow={p.impact.eyebrow} title={p.impact.title} />
            <ul className="check-list">
              {p.impact.items.map((item) => (
                <li key={item}>
                  <Icon name="check" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <section className="stats" aria-labelledby="stats-title">
            <h3 id="stats-title" className="visually-hidden">
              {p.stats.title}
            </h3>
            <dl className="stats-list">
              {stats.map((s) => (
                <div key={s.label} className="stat">
                  <dt>{s.label}</dt>
                  <dd>{s.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </section>

      <section className="section section-cta" aria-labelledby="cta-title">
        <div className="container">
          <div className="cta-panel">
            <h2 id="cta-title">{p.cta.title}</h2>
            <p className="lead">{p.cta.text}</p>
            <div className="btn-row">
              <Link className="btn btn-primary" to="/manifiesto">
                {p.cta.manifesto}
              </Link>
              <Link className="btn btn-secondary" to="/contacto">
                {p.cta.contact}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
