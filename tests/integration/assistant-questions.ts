/**
 * The assistant's question set (issue 17): questions a visitor could ask, written from the demo content,
 * each with the page(s) that answer it; and questions the site cannot answer. The retrieval must cite
 * the right page for at least 90 % of the first and say it has no answer for at least 8 of the second.
 */
export interface AnswerableQuestion {
  lang: "es" | "en";
  q: string;
  /** The page that answers (a second one where two pages truly answer it). */
  pages: string[];
}

export const ANSWERABLE: AnswerableQuestion[] = [
  {
    lang: "es",
    q: "¿Qué mide una auditoría de sesgo?",
    pages: ["auditorias-de-sesgo", "tutorial-auditoria-de-sesgos"],
  },
  { lang: "es", q: "¿Qué es la soberanía de datos?", pages: ["soberania-de-datos"] },
  {
    lang: "es",
    q: "¿Por qué no basta con un comité de expertos para gobernar la IA?",
    pages: ["gobernanza-comunitaria-de-la-ia"],
  },
  { lang: "es", q: "¿Cómo son los talleres de alfabetización en IA?", pages: ["alfabetizacion-en-ia"] },
  { lang: "es", q: "¿Dónde se gasta la energía de un modelo?", pages: ["energia-de-los-modelos"] },
  { lang: "es", q: "¿Qué significa que un modelo sea abierto?", pages: ["modelos-abiertos"] },
  { lang: "es", q: "¿Qué decisiones de diseño tienen carga ética?", pages: ["Diseño ético"] },
  {
    lang: "es",
    q: "¿Qué requisitos necesito para instalar el sitio en mi equipo?",
    pages: ["primeros-pasos"],
  },
  { lang: "es", q: "¿Cómo listo las páginas con la API?", pages: ["Guía rápida de la API"] },
  { lang: "es", q: "¿Cómo puedo contribuir a Simbiosis si no programo?", pages: ["como-contribuir"] },
  {
    lang: "es",
    q: "¿Qué columnas necesito para auditar un clasificador?",
    pages: ["tutorial-auditoria-de-sesgos"],
  },
  { lang: "es", q: "¿Qué es una plantilla en el modelo de páginas?", pages: ["modelo-de-paginas"] },
  {
    lang: "es",
    q: "¿Qué métricas calcula el detector de sesgos?",
    pages: ["detector-de-sesgos", "EthicsI Audit"],
  },
  { lang: "es", q: "¿Qué hace el modelo basado en álgebra booleana?", pages: ["modelo-algebra-booleana"] },
  { lang: "es", q: "¿Qué investiga el marco tensorial fractal?", pages: ["marco-tensorial-fractal"] },
  { lang: "es", q: "¿Qué incluye Harmonia Compass?", pages: ["Harmonia Compass"] },
  { lang: "es", q: "¿Quién es Lucía Ferrer?", pages: ["lucia-ferrer"] },
  { lang: "es", q: "¿Dónde estudió Mateo Quispe?", pages: ["mateo-quispe"] },
  { lang: "es", q: "¿Qué servicios ofrece la cooperativa Harmonia?", pages: ["harmonia"] },
  { lang: "es", q: "¿Quién financia la iniciativa?", pages: ["faq"] },
  { lang: "es", q: "¿Quién puede participar en la asamblea general?", pages: ["gobernanza"] },
  { lang: "es", q: "¿Usa este sitio cookies de seguimiento?", pages: ["privacidad"] },
  { lang: "es", q: "¿Con qué licencia se publica el código?", pages: ["terms"] },
  { lang: "es", q: "¿Qué se espera de quien participa según el código de conducta?", pages: ["codigo"] },
  { lang: "es", q: "¿Qué está previsto en la hoja de ruta para 2026?", pages: ["roadmap"] },
  { lang: "es", q: "¿Qué preocupa al manifiesto sobre la concentración de poder?", pages: ["manifest"] },
  { lang: "es", q: "¿A qué correo escribo para pedir una auditoría?", pages: ["contacto"] },
  { lang: "es", q: "¿Qué son las micorrizas?", pages: ["capitulo-03-el-bosque-conectado"] },
  {
    lang: "en",
    q: "What does a bias audit measure?",
    pages: ["auditorias-de-sesgo", "tutorial-auditoria-de-sesgos"],
  },
  { lang: "en", q: "What is data sovereignty?", pages: ["soberania-de-datos"] },
  {
    lang: "en",
    q: "Why is an ethics committee of experts not enough?",
    pages: ["gobernanza-comunitaria-de-la-ia"],
  },
  { lang: "en", q: "How do your AI literacy workshops work?", pages: ["alfabetizacion-en-ia"] },
  { lang: "en", q: "Where does a model's energy go?", pages: ["energia-de-los-modelos"] },
  { lang: "en", q: "What does it mean for a model to be open?", pages: ["modelos-abiertos"] },
  { lang: "en", q: "Which design decisions carry ethical weight?", pages: ["Diseño ético"] },
  { lang: "en", q: "What are the requirements to run the site on my machine?", pages: ["primeros-pasos"] },
  { lang: "en", q: "How do I contribute translations?", pages: ["como-contribuir"] },
  {
    lang: "en",
    q: "Which columns do I need to audit a classifier?",
    pages: ["tutorial-auditoria-de-sesgos"],
  },
  { lang: "en", q: "What is a template in the page model?", pages: ["modelo-de-paginas"] },
  { lang: "en", q: "What does the boolean algebra model do?", pages: ["modelo-algebra-booleana"] },
  { lang: "en", q: "Can I run open models without a graphics card?", pages: ["InnvaLab Core", "innvalab"] },
  { lang: "en", q: "Who is Lucía Ferrer?", pages: ["lucia-ferrer"] },
  { lang: "en", q: "Where did Mateo Quispe grow up?", pages: ["mateo-quispe"] },
  { lang: "en", q: "What services does the Harmonia cooperative offer?", pages: ["harmonia"] },
  { lang: "en", q: "Who funds the initiative?", pages: ["faq"] },
  { lang: "en", q: "Does this site use tracking cookies?", pages: ["privacy"] },
  { lang: "en", q: "Under which licence is the code published?", pages: ["terms"] },
  { lang: "en", q: "What are the mycorrhizae?", pages: ["capitulo-03-el-bosque-conectado"] },
  { lang: "en", q: "What worries the manifesto about the concentration of power?", pages: ["manifest"] },
  { lang: "en", q: "What is EthicsI?", pages: ["ethicsi"] },
];

export const UNANSWERABLE: Array<{ lang: "es" | "en"; q: string }> = [
  { lang: "es", q: "¿Cuál es la capital de Francia?" },
  { lang: "es", q: "¿Qué tiempo hará mañana en Madrid?" },
  { lang: "es", q: "¿Cuánto cuesta una entrada para el concierto del sábado?" },
  { lang: "es", q: "¿Quién ganó el mundial de fútbol de 2010?" },
  { lang: "es", q: "¿Cómo se hace una tortilla de patatas?" },
  { lang: "en", q: "What is the capital of Australia?" },
  { lang: "en", q: "Who won the 2018 football World Cup?" },
  { lang: "en", q: "How do I bake sourdough bread?" },
  { lang: "en", q: "What is the price of Bitcoin today?" },
  { lang: "en", q: "How tall is Mount Everest?" },
];
