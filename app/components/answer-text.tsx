import type { AnswerBlock, AnswerInline } from "../content/assistant-text.ts";

/** Only the site's own addresses (and in-page anchors) become citation links; "//host" is another site. */
const SITE_HREF = /^(\/(?!\/)|#)/;

interface Props {
  /** parseAnswerText's reading of the answer. */
  blocks: readonly AnswerBlock[];
  /** Where citation n leads (the passage's page, or its quote on this page); undefined shows plain "[n]". */
  hrefOf: (n: number) => string | undefined;
  /** The citation link's accessible name, e.g. "Passage 2: Manifesto". */
  citeLabel?: (n: number) => string;
  className?: string;
}

/**
 * A model's answer as text (docs/architecture.md "Assistant: the optional model"): React elements made from the
 * allowlisted tree, every string a text node. Never dangerouslySetInnerHTML: "<b>" in an answer reads "<b>".
 */
export function AnswerText({ blocks, hrefOf, citeLabel, className }: Props) {
  const inlines = (nodes: readonly AnswerInline[]) =>
    nodes.map((node, k) => {
      switch (node.type) {
        case "text":
          return node.text;
        case "code":
          return <code key={k}>{node.text}</code>;
        case "strong":
          return <strong key={k}>{inlines(node.children)}</strong>;
        case "em":
          return <em key={k}>{inlines(node.children)}</em>;
        case "cite": {
          const href = hrefOf(node.n);
          const label = `[${node.n}]`;
          return href !== undefined && SITE_HREF.test(href) ? (
            <a key={k} className="cite" href={href} aria-label={citeLabel?.(node.n)}>
              {label}
            </a>
          ) : (
            label
          );
        }
      }
    });
  return (
    <div className={className}>
      {blocks.map((block, k) => {
        if (block.type === "paragraph") return <p key={k}>{inlines(block.children)}</p>;
        const items = block.items.map((item, j) => <li key={j}>{inlines(item)}</li>);
        return block.ordered ? (
          <ol key={k} start={block.start}>
            {items}
          </ol>
        ) : (
          <ul key={k}>{items}</ul>
        );
      })}
    </div>
  );
}
