import { bilingual } from "../types.ts";

/**
 * The /chatbot assistant's texts. They come with the page (the chatbot loader), not in the public
 * script: the dictionary every page loads stays as it was.
 */
export const assistant = bilingual(
  {
    lead: "Esto dice el sitio sobre «{topic}»:",
    none: "El sitio no tiene una respuesta para «{topic}».",
    noneHelp: "Puedes buscar en el sitio o escribirnos:",
    searchLink: "Buscar «{topic}»",
    contactLink: "Escribir al equipo",
    sourceLabel: "Fuente {n}",
    modelLead: "Respuesta del modelo, a partir de las páginas citadas:",
    asking: "Buscando en el sitio…",
    you: "Tú:",
    helpful: "¿Te ha sido útil?",
    yes: "Sí",
    no: "No",
    thanks: "Gracias por tu opinión.",
    hint: "Intro envía; Mayús + Intro, nueva línea.",
    errors: {
      question_required: "Escribe una pregunta.",
      question_too_long: "La pregunta es demasiado larga (máximo {max} caracteres).",
      rate_limited: "Demasiadas preguntas seguidas: espera un momento y vuelve a intentarlo.",
      network: "No se ha podido enviar la pregunta. Comprueba la conexión y vuelve a intentarlo.",
      failed: "El asistente no ha podido responder. Vuelve a intentarlo dentro de un momento.",
    },
  },
  {
    lead: "This is what the site says about “{topic}”:",
    none: "The site has no answer for “{topic}”.",
    noneHelp: "You can search the site or write to us:",
    searchLink: "Search for “{topic}”",
    contactLink: "Write to the team",
    sourceLabel: "Source {n}",
    modelLead: "The model's answer, from the pages cited:",
    asking: "Searching the site…",
    you: "You:",
    helpful: "Was this helpful?",
    yes: "Yes",
    no: "No",
    thanks: "Thank you for your feedback.",
    hint: "Enter sends; Shift + Enter, a new line.",
    errors: {
      question_required: "Write a question.",
      question_too_long: "The question is too long (at most {max} characters).",
      rate_limited: "Too many questions in a row: wait a moment and try again.",
      network: "The question could not be sent. Check your connection and try again.",
      failed: "The assistant could not answer. Try again in a moment.",
    },
  },
);

export type AssistantTexts = (typeof assistant)["es"];
