import { useId } from "react";
import type { Route } from "./+types/design-system";
import { IconCard, PageHero, SectionHeading } from "../../components/site-blocks.tsx";
import { Icon } from "../../components/site-icons.tsx";
import { dictionaryMeta } from "../../components/site-meta.ts";
import { COLOR_TOKENS } from "../../components/site-tokens.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { labs } from "../../i18n/sections/labs.ts";
import { designSystem } from "../../i18n/sections/designSystem.ts";

// This screen's texts travel with its code, not in every public page's (app/i18n/dictionaries.ts).
joinTexts({ labs, designSystem });

export function meta(args: Route.MetaArgs) {
  return dictionaryMeta(args, (d) => d.designSystem);
}

/** A living style guide: every sample is rendered with the classes the rest of the site uses. */
export default function DesignSystem() {
  const { d, lang } = useLanguage();
  const s = d.designSystem;
  const sampleProgress = new Intl.NumberFormat(lang, { style: "percent" }).format(0.6);
  const inputId = useId();
  const ty = s.typography;
  return (
    <>
      <PageHero eyebrow={s.hero.eyebrow} title={s.hero.title} lead={s.hero.lead} className="hero-compact" />

      <section className="section" aria-labelledby="ds-type">
        <div className="container">
          <SectionHeading id="ds-type" title={ty.title} intro={ty.intro} />
          <dl className="ds-specimens">
            <div>
              <dt>{ty.samples.h1}</dt>
              <dd className="ds-h1">{ty.display}</dd>
            </div>
            <div>
              <dt>{ty.samples.h2}</dt>
              <dd className="ds-h2">{ty.heading}</dd>
            </div>
            <div>
              <dt>{ty.samples.h3}</dt>
              <dd className="ds-h3">{ty.subheading}</dd>
            </div>
            <div>
              <dt>{ty.samples.eyebrow}</dt>
              <dd className="eyebrow">{ty.eyebrow}</dd>
            </div>
            <div>
              <dt>{ty.samples.lead}</dt>
              <dd className="lead">{ty.lead}</dd>
            </div>
            <div>
              <dt>{ty.samples.body}</dt>
              <dd>{ty.body}</dd>
            </div>
            <div>
              <dt>{ty.samples.quote}</dt>
              <dd className="prose">
                <blockquote>{ty.quote}</blockquote>
              </dd>
            </div>
            <div>
              <dt>{ty.samples.code}</dt>
              <dd className="prose">
                <code>{ty.code}</code>
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="ds-colors">
        <div className="container">
          <SectionHeading id="ds-colors" title={s.colors.title} intro={s.colors.intro} />
          <ul className="swatches">
            {COLOR_TOKENS.map((c) => (
              <li key={c.token} className="swatch">
                <span className={`swatch-chip swatch-${c.key}`}>{s.colors.sample}</span>
                <span className="swatch-name">{s.colors[c.key]}</span>
                <code className="swatch-token">{c.token}</code>
                <code className="swatch-value">{c.value}</code>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="ds-buttons">
        <div className="container">
          <SectionHeading id="ds-buttons" title={s.buttons.title} />
          <div className="btn-row">
            <button type="button" className="btn btn-primary">
              {s.buttons.primary}
            </button>
            <button type="button" className="btn btn-secondary">
              {s.buttons.secondary}
            </button>
            <button type="button" className="btn btn-accent">
              {s.buttons.accent}
            </button>
            <button type="button" className="btn btn-ghost">
              {s.buttons.ghost}
            </button>
            <button type="button" className="btn btn-primary btn-small">
              {s.buttons.small}
            </button>
            <button type="button" className="btn btn-primary" disabled>
              {s.buttons.disabled}
            </button>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="ds-cards">
        <div className="container">
          <SectionHeading id="ds-cards" title={s.cards.title} />
          <ul className="grid grid-3 card-list">
            <li>
              <article className="card">
                <h3>{s.cards.plainTitle}</h3>
                <p>{s.cards.plainText}</p>
              </article>
            </li>
            <li>
              <article className="card card-link">
                <h3>
                  <a href="#ds-cards">{s.cards.linkTitle}</a>
                </h3>
                <p>{s.cards.linkText}</p>
              </article>
            </li>
            <li>
              <IconCard icon="spark" tone="accent" title={s.cards.iconTitle} text={s.cards.iconText} />
            </li>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="ds-tags">
        <div className="container">
          <SectionHeading id="ds-tags" title={s.tags.title} />
          <div className="ds-row">
            <span className="tag">{s.tags.tag}</span>
            <span className="badge">{s.tags.badge}</span>
            <span className="badge status-development">{d.labs.experiments.statuses.development}</span>
            <span className="badge status-beta">{d.labs.experiments.statuses.beta}</span>
            <span className="badge status-research">{d.labs.experiments.statuses.research}</span>
          </div>
          <div className="ds-progress">
            <progress className="progress" max={100} value={60} aria-label={s.tags.progress}>
              {sampleProgress}
            </progress>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="ds-forms">
        <div className="container">
          <SectionHeading id="ds-forms" title={s.forms.title} />
          <div className="ds-forms stack">
            <div className="field">
              <label htmlFor={inputId}>{s.forms.label}</label>
              <input id={inputId} className="input" type="text" placeholder={s.forms.placeholder} />
            </div>
            <p className="alert">
              <Icon name="check" /> {s.forms.info}
            </p>
            <p className="alert alert-error">{s.forms.error}</p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="ds-backgrounds">
        <div className="container">
          <SectionHeading id="ds-backgrounds" title={s.backgrounds.title} />
          <ul className="ds-backgrounds">
            <li className="hero">{s.backgrounds.hero}</li>
            <li className="section">{s.backgrounds.plain}</li>
            <li className="section-alt">{s.backgrounds.alt}</li>
            <li className="section-dark">
              {s.backgrounds.dark} · <a href="#ds-backgrounds">{s.backgrounds.darkLink}</a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
