import { bilingual } from "../types.ts";

/** The example page (/example): every page of the store with its title and description. */
export const example = bilingual(
  {
    metaTitle: "Índice de páginas",
    metaDescription: "Página de ejemplo que enumera las páginas del sitio con su título y su descripción.",
    eyebrow: "Ejemplo",
    title: "Índice de páginas",
    lead: "Esta página de ejemplo lee todas las páginas guardadas y muestra el título y la descripción de cada una, en el idioma que hayas elegido.",
    count: "{count} páginas",
    template: "Plantilla",
    noDescription: "Esta página no tiene descripción.",
    empty: "Todavía no hay páginas guardadas.",
    downloadsTitle: "Documentos descargables",
    downloadsText:
      "Aquí aparecerán los documentos de cada página listos para descargar. Mientras preparamos esta sección, encontrarás los PDF y demás archivos en la documentación.",
    downloadsLink: "Ir a la documentación",
  },
  {
    metaTitle: "Page index",
    metaDescription: "An example page that lists the site's pages with their title and description.",
    eyebrow: "Example",
    title: "Page index",
    lead: "This example page reads every stored page and shows the title and description of each one, in the language you have chosen.",
    count: "{count} pages",
    template: "Template",
    noDescription: "This page has no description.",
    empty: "There are no stored pages yet.",
    downloadsTitle: "Downloadable documents",
    downloadsText:
      "The documents of each page will appear here, ready to download. While we prepare this section, you will find the PDFs and other files in the documentation.",
    downloadsLink: "Go to the documentation",
  },
);
