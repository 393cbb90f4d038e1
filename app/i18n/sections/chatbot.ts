import { bilingual } from "../types.ts";

/** /chatbot. The name and version fallbacks are the original site's own, untranslated. */
export const chatbot = bilingual(
  {
    metaDescription: "Prueba la demostración del chatbot experimental de Simbiosis.",
    eyebrow: "Labs · demostración",
    versionLabel: "Versión",
    modelLabel: "Modelo",
    capabilitiesTitle: "Qué sabe hacer",
    defaultCapabilities: [
      "Responder preguntas sobre Simbiosis y sus plataformas",
      "Explicar conceptos básicos de ética de la IA",
      "Orientarte hacia artículos y documentación",
    ],
    aboutTitle: "Sobre esta demostración",
    chatTitle: "Conversación",
    greeting: "¡Hola! Soy {name}. ¿En qué puedo ayudarte hoy?",
    botSays: "{name} dice:",
    inputLabel: "Tu mensaje",
    inputPlaceholder: "Escribe tu pregunta...",
    send: "Enviar",
    visits: "Visitas a esta demo desde este navegador: {n}",
  },
  {
    metaDescription: "Try the demo of the Simbiosis experimental chatbot.",
    eyebrow: "Labs · demo",
    versionLabel: "Version",
    modelLabel: "Model",
    capabilitiesTitle: "What it can do",
    defaultCapabilities: [
      "Answer questions about Simbiosis and its platforms",
      "Explain the basics of AI ethics",
      "Point you to articles and documentation",
    ],
    aboutTitle: "About this demo",
    chatTitle: "Conversation",
    greeting: "Hello! I am {name}. How can I help you today?",
    botSays: "{name} says:",
    inputLabel: "Your message",
    inputPlaceholder: "Type your question...",
    send: "Send",
    visits: "Visits to this demo from this browser: {n}",
  },
);
