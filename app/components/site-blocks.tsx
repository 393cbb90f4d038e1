import type { ReactNode } from "react";
import { Icon, type IconName } from "./site-icons.tsx";

/** The opening of a screen: eyebrow, the page's only h1, a lead and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className = "",
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={`hero ${className}`.trim()} aria-labelledby="page-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="page-title">{title}</h1>
          {lead ? <p className="lead">{lead}</p> : null}
          {children}
        </div>
      </div>
    </section>
  );
}

/** Eyebrow, h2 and intro of a section; `id` names the heading for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  center = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  center?: boolean;
}) {
  return (
    <div className={center ? "section-heading section-heading-center" : "section-heading"}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {intro ? <p className="lead">{intro}</p> : null}
    </div>
  );
}

/** A card with an icon badge, an h3 and a text; `children` adds links or tags at the bottom. */
export function IconCard({
  icon,
  title,
  text,
  tone = "primary",
  level = 3,
  className = "",
  children,
}: {
  icon: IconName;
  title: ReactNode;
  text: string;
  tone?: "primary" | "accent" | "mint";
  /** The heading level that keeps the page outline (h4 under a sub-heading). */
  level?: 3 | 4;
  className?: string;
  children?: ReactNode;
}) {
  const Heading = level === 4 ? "h4" : "h3";
  return (
    <article className={`card icon-card ${className}`.trim()}>
      <span className={`icon-badge icon-badge-${tone}`}>
        <Icon name={icon} />
      </span>
      <Heading>{title}</Heading>
      <p>{text}</p>
      {children}
    </article>
  );
}
