import { bilingual } from "../types.ts";

/** /projects and /project/{name}. */
export const projects = bilingual(
  {
    metaTitle: "Proyectos",
    metaDescription:
      "Los proyectos abiertos de Simbiosis: herramientas para una inteligencia artificial ética.",
    eyebrow: "Código abierto",
    title: "Proyectos",
    lead: "Herramientas e investigaciones abiertas que desarrollamos en comunidad.",
    searchLabel: "Buscar proyectos",
    searchPlaceholder: "Nombre o título",
    emptyTitle: "No hay proyectos disponibles",
    emptyText: "Intenta más tarde",
    noResultsTitle: "No hay resultados",
    noResultsText: "Ningún proyecto coincide con tu búsqueda.",
    notFoundTitle: "Proyecto no encontrado",
    notFoundText: "El proyecto que buscas no existe o ha sido movido.",
    back: "Volver a los proyectos",
    overview: "Descripción general",
    repository: "Ver el repositorio",
  },
  {
    metaTitle: "Projects",
    metaDescription: "Simbiosis's open projects: tools for ethical artificial intelligence.",
    eyebrow: "Open source",
    title: "Projects",
    lead: "Open tools and research that we build as a community.",
    searchLabel: "Search projects",
    searchPlaceholder: "Name or title",
    emptyTitle: "No projects available",
    emptyText: "Try again later",
    noResultsTitle: "No results",
    noResultsText: "No project matches your search.",
    notFoundTitle: "Project not found",
    notFoundText: "The project you are looking for does not exist or has been moved.",
    back: "Back to projects",
    overview: "Overview",
    repository: "View the repository",
  },
);
