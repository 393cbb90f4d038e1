import { Link } from "./site-link.tsx";
import { PLATFORMS } from "../content/site-pages.ts";
import { useLanguage } from "../i18n/language.tsx";
import type { Dictionary } from "../i18n/dictionaries.ts";
import { LogoMark } from "./site-icons.tsx";
import { SocialLinks } from "./social-links.tsx";

type LinkKey = keyof Dictionary["common"]["footer"]["links"];
type ColumnKey = Exclude<keyof Dictionary["common"]["footer"]["columns"], "social">;

const GPL_URL = "https://www.gnu.org/licenses/gpl-3.0.html";

function columns(privacyPath: string): ReadonlyArray<[ColumnKey, ReadonlyArray<[LinkKey, string]>]> {
  return [
    [
      "navigation",
      [
        ["home", "/"],
        ["manifesto", "/manifiesto"],
        ["labs", "/labs"],
        ["about", "/acerca"],
        ["message", "/message"],
      ],
    ],
    ["platforms", [["platforms", "/plataformas"], ...PLATFORMS.map((p): [LinkKey, string] => [p, `/${p}`])]],
    [
      "resources",
      [
        ["articles", "/articles"],
        ["documentation", "/documentation"],
        ["book", "/book"],
        ["products", "/products"],
        ["projects", "/projects"],
        ["bios", "/bios"],
        ["chatbot", "/chatbot"],
        ["designSystem", "/design-system"],
        ["example", "/example"],
      ],
    ],
    [
      "support",
      [
        ["contact", "/contacto"],
        ["faq", "/faq"],
        ["governance", "/gobernanza"],
        ["roadmap", "/roadmap"],
        ["conduct", "/codigo"],
      ],
    ],
    [
      "legal",
      [
        ["privacy", privacyPath],
        ["terms", "/terms"],
      ],
    ],
  ];
}

/** The footer of every route: link columns, social profiles, the AI-collaborator credit and the licence. */
/** The year Simbiosis began: the copyright runs from it to the current year. */
export const FIRST_YEAR = 2024;

export function SiteFooter({ year }: { year: number }) {
  const { d, lang, t } = useLanguage();
  const f = d.common.footer;
  // The privacy policy has a Spanish and an English address; link the one in the visitor's language.
  const cols = columns(lang === "es" ? "/privacidad" : "/privacy");
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="footer-brand">
            <LogoMark />
            <span>{d.common.siteName}</span>
          </p>
          <p>{f.about}</p>
        </div>
        {cols.map(([key, links]) => (
          <nav key={key} className="footer-col" aria-labelledby={`footer-${key}`}>
            <h2 id={`footer-${key}`} className="footer-heading">
              {f.columns[key]}
            </h2>
            <ul>
              {links.map(([label, to]) => (
                <li key={label}>
                  <Link to={to}>{f.links[label]}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="footer-col" aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer-heading">
            {f.columns.social}
          </h2>
          <SocialLinks />
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>{t("common.footer.copyright", { from: FIRST_YEAR, to: Math.max(year, FIRST_YEAR) })}</p>
          <p>
            {f.creditBefore} <Link to="/bio/asistente-ia">{f.creditAgent}</Link>
          </p>
          <p>
            <a href={GPL_URL} rel="noopener noreferrer license">
              {f.license}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
