import { bilingual } from "../types.ts";

/** /bios and /bio/{name}. */
export const bios = bilingual(
  {
    metaTitle: "Colaboradores",
    metaDescription: "Las personas (y el asistente de IA) que hacen Simbiosis.",
    eyebrow: "Quiénes somos",
    title: "Colaboradores",
    lead: "Las personas, y un asistente de IA, que hacen posible Simbiosis.",
    emptyTitle: "Todavía no hay biografías",
    emptyText: "Pronto presentaremos a quienes forman la comunidad.",
    notFoundTitle: "Biografía no encontrada",
    notFoundText: "La persona que buscas no figura entre nuestros colaboradores.",
    back: "Volver a colaboradores",
    readBio: "Leer la biografía",
  },
  {
    metaTitle: "Collaborators",
    metaDescription: "The people (and the AI assistant) behind Simbiosis.",
    eyebrow: "Who we are",
    title: "Collaborators",
    lead: "The people, and an AI assistant, who make Simbiosis possible.",
    emptyTitle: "No biographies yet",
    emptyText: "We will soon introduce the people who make up the community.",
    notFoundTitle: "Biography not found",
    notFoundText: "The person you are looking for is not among our collaborators.",
    back: "Back to collaborators",
    readBio: "Read the biography",
  },
);
