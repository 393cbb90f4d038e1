import { bilingual } from "../types.ts";

/** /book and /chapter/{name}. The book's title, 'Path of life', is the same in both languages. */
export const book = bilingual(
  {
    title: "Path of life",
    metaDescription: "Path of life: un libro sobre la simbiosis entre personas, naturaleza y tecnología.",
    eyebrow: "El libro",
    lead: "Un recorrido en capítulos por la simbiosis entre las personas, la naturaleza y las herramientas que creamos.",
    downloadsTitle: "Descargas",
    pdfs: {
      bookEs: "Path of life (español, PDF)",
      bookEn: "Path of life (inglés, PDF)",
      theoryEs: "Teoría del todo (español, PDF)",
      theoryEn: "Theory of everything (inglés, PDF)",
    },
    chaptersTitle: "Capítulos",
    emptyText: "Todavía no hay capítulos publicados.",
    notFoundTitle: "Capítulo no encontrado",
    notFoundText: "El capítulo que buscas no existe o ha sido movido.",
    back: "Volver al libro",
    chaptersNav: "Capítulos",
    previous: "Anterior: {title}",
    next: "Siguiente: {title}",
  },
  {
    title: "Path of life",
    metaDescription: "Path of life: a book on the symbiosis between people, nature and technology.",
    eyebrow: "The book",
    lead: "A journey, chapter by chapter, through the symbiosis between people, nature and the tools we make.",
    downloadsTitle: "Downloads",
    pdfs: {
      bookEs: "Path of life (Spanish, PDF)",
      bookEn: "Path of life (English, PDF)",
      theoryEs: "Teoría del todo (Spanish, PDF)",
      theoryEn: "Theory of everything (English, PDF)",
    },
    chaptersTitle: "Chapters",
    emptyText: "No chapters have been published yet.",
    notFoundTitle: "Chapter not found",
    notFoundText: "The chapter you are looking for does not exist or has been moved.",
    back: "Back to the book",
    chaptersNav: "Chapters",
    previous: "Previous: {title}",
    next: "Next: {title}",
  },
);
