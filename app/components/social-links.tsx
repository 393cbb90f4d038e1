import { useLanguage } from "../i18n/language.tsx";
import { Icon, type IconName } from "./site-icons.tsx";

export const GITHUB_ORG = "https://github.com/simbiosis-ai";
export const BLOG_URL = "https://medium.com/@simbiosis-ai";
export const LINKEDIN_URL = "https://www.linkedin.com/company/simbiosis-ai";

interface Social {
  href: string;
  icon: IconName;
  name: "github" | "blog" | "linkedin";
}

const SOCIALS: readonly Social[] = [
  { href: GITHUB_ORG, icon: "github", name: "github" },
  { href: BLOG_URL, icon: "blog", name: "blog" },
  { href: LINKEDIN_URL, icon: "linkedin", name: "linkedin" },
];

/**
 * The initiative's profiles: code hosting, a blog platform and a professional network. `cards` shows
 * each with a line of text (home, about); the plain list sits in the footer.
 */
export function SocialLinks({ variant = "list" }: { variant?: "list" | "cards" }) {
  const { d } = useLanguage();
  const s = d.common.social;
  return (
    <ul className={variant === "cards" ? "social-cards" : "social-list"}>
      {SOCIALS.map((item) => (
        <li key={item.name}>
          <a className="social-link" href={item.href} rel="noopener noreferrer">
            <Icon name={item.icon} />
            <span className="social-name">{s[item.name]}</span>
            {variant === "cards" ? <span className="social-text">{s[`${item.name}Text`]}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
