import { useId } from "react";
import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/labs";
import { IconCard, PageHero, SectionHeading } from "../../components/site-blocks.tsx";
import { Icon, type IconName } from "../../components/site-icons.tsx";
import { dictionaryMeta } from "../../components/site-meta.ts";
import { GITHUB_ORG } from "../../components/social-links.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { useVisitorForm, type FormTexts } from "../../components/visitor-form.tsx";

export { loader } from "./labs.server.ts";
import type { ExperimentKey } from "./labs-experiments.ts";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { labs } from "../../i18n/sections/labs.ts";

// This screen's texts travel with its code, not in every public page's (app/i18n/dictionaries.ts).
joinTexts({ labs });

export function meta(args: Route.MetaArgs) {
  return dictionaryMeta(args, (d) => d.labs);
}

const FEATURES: ReadonlyArray<{ key: "experimentation" | "prototyping" | "demonstration"; icon: IconName }> =
  [
    { key: "experimentation", icon: "flask" },
    { key: "prototyping", icon: "cube" },
    { key: "demonstration", icon: "spark" },
  ];

/** The bar shows the number of its label, 75 %, 80 %, 25 % (docs/product.md "Deliberate differences"). */
const EXPERIMENTS: ReadonlyArray<{
  key: ExperimentKey;
  status: "development" | "beta" | "research";
  progress: number;
}> = [
  { key: "bias", status: "development", progress: 75 },
  { key: "boolean", status: "beta", progress: 80 },
  { key: "fractal", status: "research", progress: 25 },
];

const DEMOS: ReadonlyArray<{ key: "core" | "tensor" | "chatbot"; icon: IconName; to?: string }> = [
  { key: "core", icon: "layers" },
  { key: "tensor", icon: "cube" },
  { key: "chatbot", icon: "chat", to: "/chatbot" },
];

export default function Labs({ loaderData }: Route.ComponentProps) {
  const { d, t, lang } = useLanguage();
  const l = d.labs;
  const percent = new Intl.NumberFormat(lang, { style: "percent" });
  return (
    <>
      <PageHero eyebrow={l.hero.eyebrow} title={l.hero.title} lead={l.hero.lead} className="hero-labs">
        <p className="btn-row">
          <a className="btn btn-primary" href="#experimentos">
            {l.hero.anchor}
            <Icon name="arrow" className="icon icon-down" />
          </a>
        </p>
      </PageHero>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <SectionHeading id="features-title" eyebrow={l.features.eyebrow} title={l.features.title} />
          <ul className="grid grid-3 card-list">
            {FEATURES.map((f) => (
              <li key={f.key}>
                <IconCard
                  icon={f.icon}
                  tone="accent"
                  title={l.features[f.key].title}
                  text={l.features[f.key].text}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="experimentos" className="section section-alt" aria-labelledby="experiments-title">
        <div className="container">
          <SectionHeading
            id="experiments-title"
            eyebrow={l.experiments.eyebrow}
            title={l.experiments.title}
          />
          <ul className="grid grid-3 card-list">
            {EXPERIMENTS.map((x) => {
              const label = percent.format(x.progress / 100);
              const titleId = `experiment-${x.key}`;
              const project = loaderData.projectLinks[x.key];
              return (
                <li key={x.key}>
                  <article className="card experiment-card" aria-labelledby={titleId}>
                    <p className="experiment-status">
                      <span className="visually-hidden">{l.experiments.status}: </span>
                      <span className={`badge status-${x.status}`}>{l.experiments.statuses[x.status]}</span>
                    </p>
                    <h3 id={titleId}>{l.experiments[x.key].title}</h3>
                    <p>{l.experiments[x.key].text}</p>
                    <div className="progress-row">
                      <span className="progress-label" id={`${titleId}-progress`}>
                        {l.experiments.progress}
                      </span>
                      <span className="progress-value">{label}</span>
                    </div>
                    <progress
                      className="progress"
                      max={100}
                      value={x.progress}
                      aria-labelledby={`${titleId}-progress ${titleId}`}
                    >
                      {label}
                    </progress>
                    {project ? (
                      <p className="experiment-link">
                        <Link
                          to={project}
                          aria-label={t("labs.experiments.viewProjectOf", {
                            title: l.experiments[x.key].title,
                          })}
                        >
                          {l.experiments.viewProject}
                          <Icon name="arrow" />
                        </Link>
                      </p>
                    ) : null}
                  </article>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="demos-title">
        <div className="container">
          <SectionHeading id="demos-title" eyebrow={l.demos.eyebrow} title={l.demos.title} />
          <ul className="grid grid-3 card-list">
            {DEMOS.map((demo) => (
              <li key={demo.key}>
                <IconCard
                  icon={demo.icon}
                  tone={demo.to ? "mint" : "primary"}
                  title={l.demos[demo.key].title}
                  text={l.demos[demo.key].text}
                  className={demo.to ? "card-link demo-card" : "demo-card"}
                >
                  {demo.to ? (
                    <Link to={demo.to} className="card-more">
                      {l.demos.chatbot.link}
                      <Icon name="arrow" />
                    </Link>
                  ) : (
                    <p className="demo-soon">
                      <span className="badge badge-muted">{l.demos.soon}</span>
                    </p>
                  )}
                </IconCard>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="collab-title">
        <div className="container">
          <div className="section-dark panel-dark collab-layout">
            <div>
              <h2 id="collab-title">{l.collaboration.title}</h2>
              <p className="lead lead-on-dark">{l.collaboration.text}</p>
              <div className="btn-row">
                <Link className="btn btn-light" to="/contacto">
                  {l.collaboration.contact}
                </Link>
                <a className="btn btn-outline-light" href={GITHUB_ORG} rel="noopener noreferrer">
                  <Icon name="github" />
                  {l.collaboration.github}
                </a>
              </div>
            </div>
            <Newsletter texts={loaderData.formTexts} />
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * The newsletter sign-up (issue 16): double opt-in, so this only asks for the confirmation e-mail. The
 * confirmation and unsubscribe links come back here (?confirmed=1, ?unsubscribed=1) and are said here.
 */
function Newsletter({ texts: f }: { texts: FormTexts }) {
  const { d } = useLanguage();
  const n = d.labs.newsletter;
  const inputId = useId();
  const form = useVisitorForm("/api/newsletter/subscribe", f, {
    sent: f.newsletter.sent,
    confirmed: f.newsletter.confirmed,
    unsubscribed: f.newsletter.unsubscribed,
  });
  return (
    <div className="newsletter" id="newsletter">
      <h3 id="newsletter-title">{n.title}</h3>
      <p>{n.text}</p>
      <form className="newsletter-form" {...form.formProps} aria-labelledby="newsletter-title">
        <div className="field">
          <label htmlFor={inputId}>{n.label}</label>
          <input
            id={inputId}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={n.placeholder}
            required
            aria-invalid={form.invalid("email")}
          />
        </div>
        <button type="submit" className="btn btn-light" disabled={form.busy}>
          <Icon name="mail" />
          {n.submit}
        </button>
        {form.consent(`${inputId}-consent`, f.consentNewsletter, "newsletter-consent")}
        {form.hidden}
      </form>
      {form.status}
    </div>
  );
}
