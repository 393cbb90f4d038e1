import { bilingual } from "../types.ts";

/** Strings every screen shares: the site's name, navigation, language selector, errors. */
export const common = bilingual(
  {
    siteName: "Simbiosis",
    tagline: "IA ética, segura y comunitaria",
    skipToContent: "Saltar al contenido",
    nav: {
      label: "Navegación principal",
      home: "Inicio",
      manifesto: "Manifiesto",
      platforms: "Plataformas",
      articles: "Artículos",
      documentation: "Documentación",
      labs: "Labs",
      about: "Acerca de",
      openMenu: "Abrir menú",
      closeMenu: "Cerrar menú",
    },
    language: {
      label: "Idioma",
      choose: "Elegir idioma",
      es: "Español",
      en: "English",
    },
    notFound: {
      title: "Página no encontrada",
      message: "La página que buscas no existe o se ha movido.",
      home: "Volver al inicio",
    },
    error: {
      title: "Unexpected Application Error!",
      message: "Algo ha fallado al mostrar esta página. Inténtalo de nuevo en unos momentos.",
      home: "Volver al inicio",
    },
    loading: "Cargando...",
  },
  {
    siteName: "Simbiosis",
    tagline: "Ethical, safe, community-driven AI",
    skipToContent: "Skip to content",
    nav: {
      label: "Main navigation",
      home: "Home",
      manifesto: "Manifesto",
      platforms: "Platforms",
      articles: "Articles",
      documentation: "Documentation",
      labs: "Labs",
      about: "About",
      openMenu: "Open menu",
      closeMenu: "Close menu",
    },
    language: {
      label: "Language",
      choose: "Choose language",
      es: "Español",
      en: "English",
    },
    notFound: {
      title: "Page not found",
      message: "The page you are looking for does not exist or has moved.",
      home: "Back to home",
    },
    error: {
      title: "Unexpected Application Error!",
      message: "Something went wrong while showing this page. Please try again in a moment.",
      home: "Back to home",
    },
    loading: "Loading...",
  },
);
