import { Link } from "react-router";
import { useLanguage } from "../i18n/language.tsx";

/** Placeholder header: replaced by the full header (issue 3). */
export function SiteHeader() {
  const { d, lang, setLang } = useLanguage();
  return (
    <header className="site-header">
      <Link to="/">{d.common.siteName}</Link> <span>{d.common.tagline}</span>{" "}
      <button type="button" onClick={() => setLang(lang === "es" ? "en" : "es")}>
        {lang === "es" ? d.common.language.en : d.common.language.es}
      </button>
    </header>
  );
}
