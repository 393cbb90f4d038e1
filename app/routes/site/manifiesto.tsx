import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/manifiesto";
import { IconCard, PageHero, SectionHeading } from "../../components/site-blocks.tsx";
import type { IconName } from "../../components/site-icons.tsx";
import { dictionaryMeta } from "../../components/site-meta.ts";
import { WebShareButton } from "../../components/web-share-button.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { manifesto } from "../../i18n/sections/manifesto.ts";

// This screen's texts travel with its code, not in every public page's (app/i18n/dictionaries.ts).
joinTexts({ manifesto });

export function meta(args: Route.MetaArgs) {
  return dictionaryMeta(args, (d) => d.manifesto);
}

const PRINCIPLES: ReadonlyArray<{
  key: "symbiotic" | "distribution" | "education" | "security";
  icon: IconName;
  tone: "primary" | "accent" | "mint";
}> = [
  { key: "symbiotic", icon: "heart", tone: "mint" },
  { key: "distribution", icon: "branch", tone: "primary" },
  { key: "education", icon: "book", tone: "accent" },
  { key: "security", icon: "shield", tone: "primary" },
];

export default function Manifiesto() {
  const { d } = useLanguage();
  const m = d.manifesto;
  return (
    <>
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} lead={m.hero.lead} />

      <section className="section" aria-labelledby="response-title">
        <div className="container container-narrow">
          <SectionHeading id="response-title" eyebrow={m.response.eyebrow} title={m.response.title} />
          <div className="prose">
            {m.response.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="principles-title">
        <div className="container">
          <SectionHeading id="principles-title" eyebrow={m.principles.eyebrow} title={m.principles.title} />
          <ul className="grid grid-4 card-list">
            {PRINCIPLES.map((p) => (
              <li key={p.key}>
                <IconCard
                  icon={p.icon}
                  tone={p.tone}
                  title={m.principles[p.key].title}
                  text={m.principles[p.key].text}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-dark" aria-labelledby="evidence-title">
        <div className="container container-narrow">
          <h2 id="evidence-title" className="eyebrow eyebrow-on-dark">
            {m.evidence.label}
          </h2>
          <figure className="quote-block">
            <blockquote>
              <p>{m.evidence.quote}</p>
            </blockquote>
            <figcaption>{m.evidence.cite}</figcaption>
          </figure>
        </div>
      </section>

      <section className="section" aria-labelledby="commitments-title">
        <div className="container">
          <SectionHeading
            id="commitments-title"
            eyebrow={m.commitments.eyebrow}
            title={m.commitments.title}
          />
          <ol className="numbered-list">
            {m.commitments.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-cta" aria-labelledby="cta-title">
        <div className="container">
          <div className="cta-panel">
            <h2 id="cta-title">{m.cta.title}</h2>
            <p className="lead">{m.cta.text}</p>
            <div className="btn-row">
              <Link className="btn btn-primary" to="/contacto">
                {m.cta.sign}
              </Link>
              <Link className="btn btn-secondary" to="/plataformas">
                {m.cta.explore}
              </Link>
              <WebShareButton label={m.cta.share} title={m.cta.shareTitle} text={m.cta.shareText} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
