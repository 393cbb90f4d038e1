/**
 * The fixed-copy screens of the public site (issue 3) and what each must show in each language:
 * the main heading, the key content docs/product.md "The public site" names, and the links it must offer.
 */
export type Lang = "es" | "en";

export interface SiteRoute {
  path: string;
  h1: Record<Lang, string>;
  /** Visible text inside <main>, per language. */
  text?: Record<Lang, readonly string[]>;
  /** hrefs that must be linked from <main> (any language). */
  links?: readonly string[];
}

export const GITHUB_ORG = "https://github.com/simbiosis-ai";

const HOME: Omit<SiteRoute, "path"> = {
  h1: {
    es: "Inteligencia artificial al servicio de las personas, construida en comunidad",
    en: "Artificial intelligence that serves people, built as a community",
  },
  text: {
    es: ["EthicsI", "InnvaLab", "Harmonia", "Labs", "Investigación", "Educación", "Colaboración", "Impacto"],
    en: ["EthicsI", "InnvaLab", "Harmonia", "Labs", "Research", "Education", "Collaboration", "Impact"],
  },
  links: [
    "/manifiesto",
    "/plataformas",
    "/labs",
    "/plataformas/ethicsi",
    "/plataformas/innvalab",
    "/plataformas/harmonia",
    GITHUB_ORG,
    "https://medium.com/@simbiosis-ai",
    "https://www.linkedin.com/company/simbiosis-ai",
  ],
};

const landing = (path: string, title: string, es: string, en: string, next: string): SiteRoute => ({
  path,
  h1: { es: title, en: title },
  text: { es: [es, "Plataformas"], en: [en, "Platforms"] },
  links: ["/", "/plataformas", next],
});

const info = (path: string, es: string, en: string): SiteRoute => ({ path, h1: { es, en }, links: ["/"] });

export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: "/", ...HOME },
  { path: "/home", ...HOME },
  {
    path: "/manifiesto",
    h1: { es: "Por una inteligencia artificial simbiótica", en: "For a symbiotic artificial intelligence" },
    text: {
      es: [
        "Nuestra respuesta",
        "Cuatro principios",
        "Simbiosis",
        "Distribución",
        "Educación",
        "Seguridad",
        "Informe anual de auditorías de EthicsI, 2024",
        "Abrir nuestro trabajo",
        "Auditarnos primero",
        "Decidir en común",
        "Cuidar el planeta",
        "Firmar el manifiesto",
        "Explorar las plataformas",
      ],
      en: [
        "Our response",
        "Four principles",
        "Symbiosis",
        "Distribution",
        "Education",
        "Safety",
        "EthicsI annual audit report, 2024",
        "Open our work",
        "Audit ourselves first",
        "Decide together",
        "Care for the planet",
        "Sign the manifesto",
        "Explore the platforms",
      ],
    },
    links: ["/contacto", "/plataformas"],
  },
  {
    path: "/plataformas",
    h1: { es: "Tres plataformas, un mismo propósito", en: "Three platforms, one purpose" },
    text: {
      es: [
        "Auditorías",
        "Interpretabilidad",
        "Gobernanza",
        "Investigación",
        "Desarrollo",
        "Implementación",
        "El cambio que buscamos",
        "plataformas coordinadas",
        "colaboración abierta",
        "visión compartida",
        "∞",
      ],
      en: [
        "Audits",
        "Interpretability",
        "Governance",
        "Research",
        "Development",
        "Implementation",
        "The change we are after",
        "coordinated platforms",
        "open collaboration",
        "shared vision",
        "∞",
      ],
    },
    links: ["/ethicsi", "/innvalab", "/harmonia", "/manifiesto", "/contacto"],
  },
  landing(
    "/ethicsi",
    "EthicsI",
    "Fundación para la ética y la investigación académica en inteligencia artificial",
    "Foundation for ethics and academic research in artificial intelligence",
    "/platforms",
  ),
  landing(
    "/innvalab",
    "InnvaLab",
    "Laboratorio de innovación abierta para una IA útil, eficiente y comprensible",
    "Open innovation lab for useful, efficient and understandable AI",
    "/projects",
  ),
  landing(
    "/harmonia",
    "Harmonia",
    "Consultoría y cooperativa comunitaria para adoptar la IA con criterio",
    "Consultancy and community cooperative for adopting AI wisely",
    "/products",
  ),
  {
    path: "/labs",
    h1: {
      es: "Experimentos abiertos para una IA que se entiende",
      en: "Open experiments for AI you can understand",
    },
    text: {
      es: [
        "Experimentación",
        "Prototipado",
        "Demostración",
        "Detector de sesgos",
        "En Desarrollo",
        "En pruebas beta",
        "Investigación",
        "75 %",
        "80 %",
        "25 %",
        "Módulo núcleo",
        "Módulo de transformación tensorial",
        "Chatbot experimental",
        "Colabora con Labs",
        "Suscribirse",
      ],
      en: [
        "Experimentation",
        "Prototyping",
        "Demonstration",
        "Bias detector",
        "In Development",
        "Beta Testing",
        "Research",
        "75%",
        "80%",
        "25%",
        "Core module",
        "Tensor transformation module",
        "Experimental chatbot",
        "Collaborate with Labs",
        "Subscribe",
      ],
    },
    links: ["#experimentos", "/chatbot", "/contacto", GITHUB_ORG],
  },
  {
    path: "/acerca",
    h1: {
      es: "Una comunidad que construye la IA que quiere tener",
      en: "A community building the AI it wants to live with",
    },
    text: {
      es: [
        "Por qué existimos",
        "Lo que aportan las personas",
        "Lo que aporta la IA",
        "Diseño",
        "Arquitectura",
        "Experiencia de uso",
        "Optimización",
        "No queremos máquinas que piensen por nosotras",
        "TypeScript",
        "SQLite y PostgreSQL",
      ],
      en: [
        "Why we exist",
        "What people bring",
        "What AI brings",
        "Design",
        "Architecture",
        "User experience",
        "Optimisation",
        "We do not want machines that think for us",
        "TypeScript",
        "SQLite and PostgreSQL",
      ],
    },
    links: ["/manifiesto", "/labs", GITHUB_ORG],
  },
  {
    path: "/design-system",
    h1: { es: "Las piezas con las que está hecho el sitio", en: "The pieces this site is made of" },
    text: {
      es: ["Tipografía", "Colores", "Botones", "Tarjetas", "Fondos", "--c-primary", "#0f5c5d"],
      en: ["Typography", "Colours", "Buttons", "Cards", "Backgrounds", "--c-primary", "#0f5c5d"],
    },
  },
  {
    path: "/message",
    h1: { es: "A quienes nos enseñaron a preguntar", en: "To those who taught us to ask" },
    text: { es: ["Este trabajo es vuestro."], en: ["This work is yours."] },
  },
  {
    path: "/example",
    h1: { es: "Índice de páginas", en: "Page index" },
    text: {
      es: ["Documentos descargables", "Código de conducta", "Plantilla"],
      en: ["Downloadable documents", "Code of conduct", "Template"],
    },
    links: ["/documentation"],
  },
  info("/contacto", "Contacto", "Contact"),
  info("/gobernanza", "Gobernanza", "Governance"),
  info("/roadmap", "Hoja de ruta", "Roadmap"),
  info("/faq", "Preguntas frecuentes", "Frequently asked questions"),
  info("/codigo", "Código de conducta", "Code of conduct"),
  info("/privacidad", "Política de privacidad", "Privacy policy"),
  info("/privacy", "Política de privacidad", "Privacy policy"),
  info("/terms", "Condiciones de uso", "Terms of use"),
  {
    path: "/mis-datos",
    h1: { es: "Tus datos", en: "Your data" },
    text: {
      es: ["Pide tu copia o el borrado", "Enviar el enlace"],
      en: ["Ask for your copy or for erasure", "Send the link"],
    },
    links: ["/"],
  },
];
