import { bilingual } from "../types.ts";

/** /document/{id}. The original site called its not-found text document.notFound. */
export const documentDetail = bilingual(
  {
    notFound: "Documento no encontrado",
    notFoundText: "El documento que buscas no existe o ha sido movido.",
    back: "Volver a la documentación",
    downloadTitle: "Descarga",
    overview: "Descripción general",
  },
  {
    notFound: "Document not found",
    notFoundText: "The document you are looking for does not exist or has been moved.",
    back: "Back to documentation",
    downloadTitle: "Download",
    overview: "Overview",
  },
);
