import type { ReactNode } from "react";

/** A list with nothing to show: what happened, and what the visitor can do about it. */
export function EmptyState({
  title,
  text,
  children,
  headingLevel = 2,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="empty-state">
      <svg aria-hidden="true" viewBox="0 0 48 48" width="48" height="48" className="empty-state-icon">
        <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="m31 31 10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <Heading className="empty-state-title">{title}</Heading>
      {text ? <p>{text}</p> : null}
      {children}
    </div>
  );
}
