import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/acerca";
import { IconCard, PageHero, SectionHeading } from "../../components/site-blocks.tsx";
import { Icon, type IconName } from "../../components/site-icons.tsx";
import { dictionaryMeta } from "../../components/site-meta.ts";
import { SocialLinks } from "../../components/social-links.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { about } from "../../i18n/sections/about.ts";

// This screen's texts travel with its code, not in every public page's (app/i18n/dictionaries.ts).
joinTexts({ about });

export function meta(args: Route.MetaArgs) {
  return dictionaryMeta(args, (d) => d.about);
}

const AREAS: ReadonlyArray<{ key: "design" | "architecture" | "ux" | "optimization"; icon: IconName }> = [
  { key: "design", icon: "palette" },
  { key: "architecture", icon: "blueprint" },
  { key: "ux", icon: "compass" },
  { key: "optimization", icon: "gauge" },
];

const STACK: ReadonlyArray<{ key: "react" | "typescript" | "node" | "database"; icon: IconName }> = [
  { key: "react", icon: "layers" },
  { key: "typescript", icon: "code" },
  { key: "node", icon: "server" },
  { key: "database", icon: "database" },
];

export default function Acerca() {
  const { d } = useLanguage();
  const a = d.about;
  return (
    <>
      <PageHero eyebrow={a.hero.eyebrow} title={a.hero.title} lead={a.hero.lead} />

      <section className="section" aria-labelledby="mission-title">
        <div className="container container-narrow">
          <SectionHeading id="mission-title" eyebrow={a.mission.eyebrow} title={a.mission.title} />
          <div className="prose">
            {a.mission.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="comparison-title">
        <div className="container">
          <SectionHeading
            id="comparison-title"
            eyebrow={a.comparison.eyebrow}
            title={a.comparison.title}
            intro={a.comparison.intro}
          />
          <div className="compare">
            {(["human", "ai"] as const).map((side) => (
              <article key={side} className={`card compare-card compare-${side}`}>
                <span className={`icon-badge icon-badge-${side === "human" ? "accent" : "primary"}`}>
                  <Icon name={side === "human" ? "people" : "cube"} />
                </span>
                <h3>{a.comparison[side].title}</h3>
                <ul className="check-list">
                  {a.comparison[side].items.map((item) => (
                    <li key={item}>
                      <Icon name="check" />
                      {item}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="assistant-title">
        <div className="container">
          <SectionHeading
            id="assistant-title"
            eyebrow={a.assistant.eyebrow}
            title={a.assistant.title}
            intro={a.assistant.text}
          />
          <h3 className="subsection-title">{a.assistant.areasTitle}</h3>
          <ul className="grid grid-4 card-list">
            {AREAS.map((area) => (
              <li key={area.key}>
                <IconCard
                  icon={area.icon}
                  tone="mint"
                  title={a.assistant[area.key].title}
                  text={a.assistant[area.key].text}
                  level={4}
                />
              </li>
            ))}
          </ul>
          <figure className="quote-block quote-block-light">
            <blockquote>
              <p>{a.assistant.quote}</p>
            </blockquote>
            <figcaption>{a.assistant.quoteCite}</figcaption>
          </figure>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="stack-title">
        <div className="container">
          <SectionHeading
            id="stack-title"
            eyebrow={a.stack.eyebrow}
            title={a.stack.title}
            intro={a.stack.intro}
          />
          <ul className="grid grid-4 card-list">
            {STACK.map((item) => (
              <li key={item.key}>
                <IconCard icon={item.icon} title={a.stack[item.key].name} text={a.stack[item.key].text} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-cta" aria-labelledby="calls-title">
        <div className="container">
          <div className="cta-panel">
            <h2 id="calls-title">{a.calls.title}</h2>
            <p className="lead">{a.calls.text}</p>
            <div className="btn-row">
              <Link className="btn btn-primary" to="/manifiesto">
                {a.calls.manifesto}
              </Link>
              <Link className="btn btn-secondary" to="/labs">
                {a.calls.labs}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="social-title">
        <div className="container">
          <SectionHeading id="social-title" title={a.social.title} />
          <SocialLinks variant="cards" />
        </div>
      </section>
    </>
  );
}
