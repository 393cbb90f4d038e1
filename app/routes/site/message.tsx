import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/message";
import { Icon } from "../../components/site-icons.tsx";
import { dictionaryMeta } from "../../components/site-meta.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { message } from "../../i18n/sections/message.ts";

// This screen's texts travel with its code, not in every public page's (app/i18n/dictionaries.ts).
joinTexts({ message });

export function meta(args: Route.MetaArgs) {
  return dictionaryMeta(args, (d) => d.message);
}

/** A personal dedication: a letter, set like one. */
export default function Message() {
  const { d } = useLanguage();
  const m = d.message;
  return (
    <section className="section message-page" aria-labelledby="page-title">
      <div className="container container-narrow">
        <article className="letter">
          <Icon name="heart" className="icon letter-icon" />
          <p className="eyebrow">{m.eyebrow}</p>
          <h1 id="page-title">{m.title}</h1>
          {m.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p className="letter-signature">{m.signature}</p>
        </article>
        <p className="page-actions page-actions-center">
          <Link className="btn btn-secondary" to="/">
            {m.back}
          </Link>
        </p>
      </div>
    </section>
  );
}
