import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/home";
import { IconCard, SectionHeading } from "../../components/site-blocks.tsx";
import { Icon, type IconName } from "../../components/site-icons.tsx";
import { dictionaryMeta } from "../../components/site-meta.ts";
import { SocialLinks } from "../../components/social-links.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { home } from "../../i18n/sections/home.ts";

// This screen's texts travel with its code, not in every public page's (app/i18n/dictionaries.ts).
joinTexts({ home });

export function meta(args: Route.MetaArgs) {
  return dictionaryMeta(args, (d) => d.home);
}

// The platform cards link to /plataformas/{name}, which redirects (docs/product.md "Deliberate differences").
const PLATFORM_CARDS = [
  { key: "ethicsi", to: "/plataformas/ethicsi", icon: "scale", tone: "primary" },
  { key: "innvalab", to: "/plataformas/innvalab", icon: "spark", tone: "accent" },
  { key: "harmonia", to: "/plataformas/harmonia", icon: "people", tone: "mint" },
  { key: "labs", to: "/labs", icon: "flask", tone: "accent" },
] as const;

const MISSION: ReadonlyArray<{ key: "research" | "education" | "collaboration" | "impact"; icon: IconName }> =
  [
    { key: "research", icon: "book" },
    { key: "education", icon: "globe-heart" },
    { key: "collaboration", icon: "handshake" },
    { key: "impact", icon: "gauge" },
  ];

export default function Home() {
  const { d } = useLanguage();
  const h = d.home;
  return (
    <>
      <section className="hero hero-home" aria-labelledby="page-title">
        <div className="container hero-inner hero-split">
          <div className="hero-copy">
            <p className="eyebrow">{h.hero.eyebrow}</p>
            <h1 id="page-title">{h.hero.title}</h1>
            <p className="lead">{h.hero.lead}</p>
            <div className="btn-row">
              <Link className="btn btn-primary" to="/manifiesto">
                {h.hero.manifesto}
              </Link>
              <Link className="btn btn-secondary" to="/plataformas">
                {h.hero.platforms}
              </Link>
              <Link className="btn btn-accent" to="/labs">
                <Icon name="flask" />
                {h.hero.labs}
              </Link>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <section className="section" aria-labelledby="platforms-title">
        <div className="container">
          <SectionHeading
            id="platforms-title"
            eyebrow={h.platforms.eyebrow}
            title={h.platforms.title}
            intro={h.platforms.intro}
          />
          <ul className="grid grid-4 card-list">
            {PLATFORM_CARDS.map((card) => {
              const c = h.platforms[card.key];
              return (
                <li key={card.key}>
                  <IconCard
                    icon={card.icon}
                    tone={card.tone}
                    title={c.name}
                    text={c.text}
                    className="card-link"
                  >
                    <p className="card-kicker">{c.kicker}</p>
                    <Link to={card.to} className="card-more">
                      {h.platforms.more} <span className="visually-hidden">{c.name}</span>
                      <Icon name="arrow" />
                    </Link>
                  </IconCard>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="mission-title">
        <div className="container">
          <SectionHeading
            id="mission-title"
            eyebrow={h.mission.eyebrow}
            title={h.mission.title}
            intro={h.mission.intro}
          />
          <ul className="grid grid-4 card-list">
            {MISSION.map((item) => (
              <li key={item.key}>
                <IconCard
                  icon={item.icon}
                  title={h.mission[item.key].title}
                  text={h.mission[item.key].text}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="social-title">
        <div className="container">
          <SectionHeading id="social-title" title={h.social.title} intro={h.social.text} />
          <SocialLinks variant="cards" />
        </div>
      </section>
    </>
  );
}

/** Two rings meeting in a shared space, with the nodes of a network around them: the symbiosis. */
function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 400 320" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#7fe0c4" stopOpacity="0.45" />
          <stop offset="100%" stopColor="#7fe0c4" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="160" r="150" fill="url(#hero-glow)" />
      <g fill="none" strokeWidth="3">
        <path
          d="M60 70 L140 120 L200 60 L260 120 L340 80 M140 120 L120 240 M260 120 L290 250 M200 60 L200 20"
          stroke="#0f5c5d"
          strokeOpacity="0.25"
        />
      </g>
      <circle cx="160" cy="165" r="88" fill="#7fe0c4" fillOpacity="0.18" stroke="#0f5c5d" strokeWidth="8" />
      <circle cx="240" cy="165" r="88" fill="#f4c26b" fillOpacity="0.22" stroke="#b8741a" strokeWidth="8" />
      <path d="M200 86.6 A88 88 0 0 1 200 243.4 A88 88 0 0 1 200 86.6 Z" fill="#0f5c5d" fillOpacity="0.85" />
      <g fill="#0f5c5d">
        <circle cx="60" cy="70" r="7" />
        <circle cx="340" cy="80" r="7" />
        <circle cx="120" cy="240" r="6" />
        <circle cx="290" cy="250" r="6" />
        <circle cx="200" cy="20" r="6" />
      </g>
      <circle cx="200" cy="165" r="10" fill="#f2fbf8" />
    </svg>
  );
}
