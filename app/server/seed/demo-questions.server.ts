/**
 * The assistant's DEVELOPMENT question set (issues 17 and 39), kept with the demo content it is about: the
 * editors' Evaluation tab starts from it (seed.server.ts), and the tests and the bench read it through
 * tests/integration/assistant-questions.ts. Questions a visitor could ask, each with the page(s) that
 * answer it, and questions the site cannot answer. The retrieval's constants and vocabulary
 * (app/server/assistant/lexicon-seed.ts) are tuned against this half only.
 *
 * The split is honest: the HELD-OUT half (tests/integration/assistant-questions-heldout.ts) was written by
 * another person who never saw the retrieval's code, and nothing in the retrieval was tuned against it.
 *
 * The first 50 use the site's own wording (issue 17); the rest are written as visitors write: filler words,
 * paraphrases, no accents, typos, a thing named without its title.
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

  // Written as visitors write (issue 39).
  {
    lang: "es",
    q: "oye y el detector ese de sesgos para que sirve exactamente?",
    pages: ["detector-de-sesgos"],
  },
  { lang: "es", q: "¿De dónde sale el dinero que mantiene todo esto?", pages: ["faq", "gobernanza"] },
  { lang: "es", q: "aceptais dinero de las grandes tecnologicas??", pages: ["faq", "gobernanza", "ethicsi"] },
  { lang: "es", q: "¿Quién decide las cosas importantes aquí? ¿Se vota?", pages: ["gobernanza"] },
  { lang: "es", q: "quiero ayudar pero no se programar, que puedo hacer", pages: ["faq", "como-contribuir"] },
  { lang: "es", q: "¿vuestras herramientas cuestan algo o son gratis?", pages: ["faq"] },
  { lang: "es", q: "¿Guardáis lo que le escribo al chatbot?", pages: ["faq", "privacidad"] },
  { lang: "es", q: "me espiais con cookies o algo asi?", pages: ["privacidad"] },
  { lang: "es", q: "¿Cuáles son los valores que defiende el manifiesto?", pages: ["manifest"] },
  { lang: "es", q: "que os preocupa de la inteligencia artificial", pages: ["manifest"] },
  { lang: "es", q: "como puedo contactar con vosotros por correo", pages: ["contacto"] },
  { lang: "es", q: "¿Tenéis oficina para ir en persona?", pages: ["contacto"] },
  { lang: "es", q: "¿Qué pasa si alguien me acosa en un taller?", pages: ["codigo"] },
  { lang: "es", q: "¿A quién le cuento un problema de conducta?", pages: ["codigo"] },
  { lang: "es", q: "que planes teneis para el año que viene con el chatbot", pages: ["roadmap"] },
  { lang: "es", q: "¿Cómo instalo la web en mi ordenador?", pages: ["primeros-pasos"] },
  { lang: "es", q: "¿que version de node hace falta?", pages: ["primeros-pasos"] },
  { lang: "es", q: "¿Puedo usar vuestros textos en mi blog?", pages: ["faq", "terms"] },
  { lang: "es", q: "¿Que es Harmonia y que hace?", pages: ["harmonia"] },
  {
    lang: "es",
    q: "¿Cuánto cobra la cooperativa por acompañar a una asociación?",
    pages: ["harmonia", "faq"],
  },
  { lang: "es", q: "¿Dónde creció Mateo y qué estudió?", pages: ["mateo-quispe"] },
  { lang: "es", q: "¿Quien dirige el espacio Labs?", pages: ["jonas-ibarra", "gobernanza"] },
  { lang: "es", q: "¿Cuanta energia gasta un modelo de lenguaje?", pages: ["energia-de-los-modelos"] },
  {
    lang: "es",
    q: "¿Cómo se audita un sistema paso a paso?",
    pages: ["tutorial-auditoria-de-sesgos", "auditorias-de-sesgo"],
  },
  {
    lang: "es",
    q: "¿Por qué elegís modelos abiertos y no los de las grandes empresas?",
    pages: ["modelos-abiertos"],
  },
  {
    lang: "es",
    q: "¿Qué es eso de la soberania de los datos de una comunidad?",
    pages: ["soberania-de-datos"],
  },
  {
    lang: "es",
    q: "¿Ese kit para decidir si adoptar IA funciona sin internet?",
    pages: ["Harmonia Compass"],
  },
  {
    lang: "es",
    q: "¿Cómo es un taller vuestro de IA para gente que no sabe nada?",
    pages: ["alfabetizacion-en-ia"],
  },
  { lang: "es", q: "¿Quién escribió el libro Path of life?", pages: ["lucia-ferrer"] },
  { lang: "es", q: "¿Usáis IA para escribir los artículos?", pages: ["faq", "asistente-ia"] },
  {
    lang: "en",
    q: "Who pays for all this? Is there corporate money behind it?",
    pages: ["faq", "gobernanza"],
  },
  { lang: "en", q: "how do you guys make decisions, is there some kind of vote?", pages: ["gobernanza"] },
  { lang: "en", q: "I can't code, can I still help out somehow?", pages: ["faq", "como-contribuir"] },
  { lang: "en", q: "is your software free to use", pages: ["faq"] },
  { lang: "en", q: "do you track visitors with cookies or analytics?", pages: ["privacy"] },
  { lang: "en", q: "Does the chat bot keep a log of what I write?", pages: ["faq", "privacy"] },
  { lang: "en", q: "What does the manifesto actually stand for?", pages: ["manifest"] },
  { lang: "en", q: "what are you worried about when it comes to AI?", pages: ["manifest"] },
  { lang: "en", q: "whats the best way to get in touch with the team", pages: ["contacto"] },
  {
    lang: "en",
    q: "Someone was rude to me at one of your meetings, who do I report it to?",
    pages: ["codigo"],
  },
  { lang: "en", q: "when will the chatbot be connected to a real model?", pages: ["roadmap"] },
  { lang: "en", q: "How do I set the site up on my laptop?", pages: ["primeros-pasos"] },
  { lang: "en", q: "can I copy your articles onto my own website?", pages: ["faq", "terms"] },
  { lang: "en", q: "what kind of services does harmonia offer to organisations", pages: ["harmonia"] },
  { lang: "en", q: "where is mateo from originally?", pages: ["mateo-quispe"] },
  { lang: "en", q: "Who runs the Labs space?", pages: ["jonas-ibarra", "gobernanza"] },
  {
    lang: "en",
    q: "how much electricity does training an AI actually use",
    pages: ["energia-de-los-modelos"],
  },
  { lang: "en", q: "how do i audit my own classifier step by step", pages: ["tutorial-auditoria-de-sesgos"] },
  { lang: "en", q: "what makes a model really 'open'?", pages: ["modelos-abiertos"] },
  {
    lang: "en",
    q: "What is this symbiosis forest metaphor with fungi about?",
    pages: ["capitulo-03-el-bosque-conectado"],
  },
  { lang: "en", q: "Does the audit tool send my data anywhere?", pages: ["EthicsI Audit"] },
  { lang: "en", q: "I'd like to sign the manifesto, how?", pages: ["contacto"] },
  { lang: "en", q: "What is the bias detectr and is it finished?", pages: ["detector-de-sesgos"] },
  { lang: "en", q: "who wrote the Path of life book", pages: ["lucia-ferrer"] },
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
  { lang: "es", q: "¿Me recomiendas una buena película de miedo?" },
  { lang: "es", q: "¿a qué hora abre el supermercado los domingos?" },
  { lang: "es", q: "¿Cómo cambio la rueda de una bicicleta?" },
  { lang: "es", q: "¿Quién es el presidente de Argentina?" },
  { lang: "en", q: "What's a good recipe for lasagna?" },
  { lang: "en", q: "how do i fix my wifi router" },
  { lang: "en", q: "Can you recommend a cheap hotel in Lisbon?" },
  { lang: "en", q: "What's the score of the Lakers game tonight?" },
  // Off-topic, but with words the site uses.
  { lang: "es", q: "¿Qué modelo de coche eléctrico me compro?" },
  { lang: "es", q: "¿Cómo hago la declaración de la renta este año?" },
  { lang: "es", q: "¿Cuántas calorías tiene una manzana?" },
  { lang: "en", q: "How much energy does my fridge use?" },
  { lang: "en", q: "How do I train my puppy to sit?" },
  { lang: "en", q: "Which open source photo editor is the best?" },
];
