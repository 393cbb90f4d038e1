/**
 * The held-out half of the assistant's question set.
 *
 * Written on 2026-11-27 by an engineer who never saw the retrieval code (nothing under
 * app/server/assistant/, app/server/search/ or the bench script was read), from the demo content in
 * app/server/seed/demo-pages.server.ts only. The questions are phrased the way visitors write: loose
 * paraphrases, filler words, missing accents, the odd typo, things named without their titles, and
 * questions in one language about text they met in the other.
 *
 * No change to the retrieval may be tuned against this file: it exists to measure the retrieval fairly,
 * so read its results, never its questions, when working on the code. Edit it only to fix a question
 * whose expected page became wrong after a content change.
 */
import type { AnswerableQuestion } from "./assistant-questions.ts";

export const HELDOUT_ANSWERABLE: AnswerableQuestion[] = [
  // Articles
  {
    lang: "en",
    q: "why cant you just pick one fairness metric and call it a day?",
    pages: ["auditorias-de-sesgo"],
  },
  {
    lang: "es",
    q: "en los pilotos que habeis acompañado, que es lo que mas se repite cuando un sistema discrimina a alguien?",
    pages: ["auditorias-de-sesgo"],
  },
  {
    lang: "en",
    q: "Is one audit of an algorithm enough, or does it need to be redone every so often?",
    pages: ["auditorias-de-sesgo"],
  },
  {
    lang: "es",
    q: "¿Qué son los principios CARE y por qué recomendáis leerlos junto al RGPD?",
    pages: ["soberania-de-datos"],
  },
  {
    lang: "en",
    q: "my neighbourhood association wants to keep its own data instead of dumping it on some free cloud platform, any practical tips?",
    pages: ["soberania-de-datos"],
  },
  {
    lang: "es",
    q: "como funcionaba lo de los huertos comunitarios con sensores de humedad y el servidor en el local?",
    pages: ["soberania-de-datos"],
  },
  {
    lang: "en",
    q: "Isn't individual consent under the GDPR enough to protect people from harm done with their data?",
    pages: ["soberania-de-datos"],
  },
  {
    lang: "en",
    q: "I saw something about 'soberanía de datos' on your site, what does that mean in practice for a community?",
    pages: ["soberania-de-datos"],
  },
  {
    lang: "en",
    q: "how do you get regular residents, not just experts, to have a real say over an AI system that affects them?",
    pages: ["gobernanza-comunitaria-de-la-ia"],
  },
  {
    lang: "es",
    q: "que paso en la primera asamblea de Harmonia sobre usar asistentes de redaccion?",
    pages: ["gobernanza-comunitaria-de-la-ia"],
  },
  {
    lang: "es",
    q: "¿Puede una comunidad bloquear la puesta en marcha de un sistema de IA si no se cumple lo que se había acordado?",
    pages: ["gobernanza-comunitaria-de-la-ia"],
  },
  {
    lang: "en",
    q: "what's the idea behind small groups of users picked by lottery to keep an eye on an AI system?",
    pages: ["gobernanza-comunitaria-de-la-ia"],
  },
  {
    lang: "es",
    q: "como son vuestros talleres para gente q no sabe nada de IA? hace falta llevar ordenador?",
    pages: ["alfabetizacion-en-ia"],
  },
  {
    lang: "en",
    q: "What's that game with paper cards and fruit you play in your workshops?",
    pages: ["alfabetizacion-en-ia"],
  },
  {
    lang: "en",
    q: "Can our town library reuse and adapt your workshop worksheets?",
    pages: ["alfabetizacion-en-ia", "terms"],
  },
  {
    lang: "en",
    q: "do chatgpt style assistants actually burn a lot of electrcity? where does most of it go?",
    pages: ["energia-de-los-modelos"],
  },
  {
    lang: "es",
    q: "¿Qué hacéis para que vuestros modelos gasten menos luz?",
    pages: ["energia-de-los-modelos"],
  },
  {
    lang: "es",
    q: "por que decis que el agua que gastan los centros de datos es una cuestion de justicia",
    pages: ["energia-de-los-modelos"],
  },
  {
    lang: "en",
    q: "what's quantisation or distillation and why do you even bother with it?",
    pages: ["energia-de-los-modelos"],
  },
  {
    lang: "en",
    q: "If a company publishes the weights but keeps the training data secret, is that model really open?",
    pages: ["modelos-abiertos"],
  },
  {
    lang: "es",
    q: "no es peligroso publicar un modelo entero? cualquiera podria usarlo para hacer daño",
    pages: ["modelos-abiertos"],
  },
  {
    lang: "en",
    q: "What does the Open Source Initiative ask for before an AI system counts as open source?",
    pages: ["modelos-abiertos"],
  },
  {
    lang: "es",
    q: "¿Con qué tipo de licencias y documentación tienen que venir los modelos que usáis en vuestros proyectos?",
    pages: ["modelos-abiertos"],
  },
  {
    lang: "en",
    q: "should a chat assistant get a human name and a face so it feels friendlier?",
    pages: ["Diseño ético"],
  },
  {
    lang: "es",
    q: "teneis algo sobre los 'dark patterns'? lo de las casillas premarcadas y eso",
    pages: ["Diseño ético"],
  },
  { lang: "en", q: "Is friction in an app's interface always a bad thing?", pages: ["Diseño ético"] },
  {
    lang: "es",
    q: "¿Por qué apuntáis también las opciones de diseño que al final descartáis?",
    pages: ["Diseño ético"],
  },

  // Documentation
  { lang: "en", q: "wich node version do i need to run the site on my laptop", pages: ["primeros-pasos"] },
  { lang: "es", q: "como me instalo la web en mi ordenador paso a paso?", pages: ["primeros-pasos"] },
  {
    lang: "en",
    q: "I didn't set an admin password before the first start, how do I log in now?",
    pages: ["primeros-pasos"],
  },
  { lang: "es", q: "se puede usar postgress en vez de sqlite??", pages: ["primeros-pasos"] },
  {
    lang: "en",
    q: "Which folder has the Spanish and English text dictionaries of the site?",
    pages: ["primeros-pasos"],
  },
  {
    lang: "en",
    q: "how do i get a token so I can create pages through the api?",
    pages: ["Guía rápida de la API"],
  },
  {
    lang: "es",
    q: "me sale un error 409 al guardar una pagina por la API, que quiere decir?",
    pages: ["Guía rápida de la API"],
  },
  {
    lang: "en",
    q: "How do I fetch a page whose name has spaces and accents in it over the API?",
    pages: ["Guía rápida de la API"],
  },
  { lang: "es", q: "¿Cómo subo una imagen al sitio usando la API?", pages: ["Guía rápida de la API"] },
  {
    lang: "es",
    q: "quiero echar una mano pero no se programar, puedo ayudar igual?",
    pages: ["como-contribuir", "faq"],
  },
  {
    lang: "en",
    q: "is it ok if part of my pull request was written with copilot or some other AI tool?",
    pages: ["como-contribuir"],
  },
  {
    lang: "en",
    q: "What happens to my pull request if none of the reviewers objects to it?",
    pages: ["como-contribuir", "gobernanza"],
  },
  {
    lang: "es",
    q: "donde me descargo la guia completa para colaborar, la del pdf?",
    pages: ["como-contribuir"],
  },
  {
    lang: "en",
    q: "whats an impact ratio and at what value should I start to worry?",
    pages: ["tutorial-auditoria-de-sesgos"],
  },
  {
    lang: "es",
    q: "¿Cómo calculo intervalos de confianza por remuestreo para comparar dos grupos?",
    pages: ["tutorial-auditoria-de-sesgos"],
  },
  {
    lang: "es",
    q: "que tiene que llevar el informe final de una auditoria de sesgos y cuanto deberia ocupar mas o menos",
    pages: ["tutorial-auditoria-de-sesgos"],
  },
  {
    lang: "en",
    q: "step by step, how would I check a classifier that prioritises benefit applications for bias if all I have is a spreadsheet?",
    pages: ["tutorial-auditoria-de-sesgos"],
  },
  {
    lang: "es",
    q: "si no escribo la version en ingles de un texto, que les sale a los visitantes?",
    pages: ["modelo-de-paginas"],
  },
  {
    lang: "en",
    q: "can tags be one comma seperated string or do they have to be a list?",
    pages: ["modelo-de-paginas"],
  },
  {
    lang: "es",
    q: "¿Cómo tengo que llamar las páginas de los capítulos para que salgan en orden?",
    pages: ["modelo-de-paginas"],
  },
  {
    lang: "en",
    q: "Is it a bad idea to rename a page once it's been published?",
    pages: ["modelo-de-paginas"],
  },

  // Projects
  {
    lang: "en",
    q: "is the bias checking library you're building finished, or what's still left to do?",
    pages: ["detector-de-sesgos"],
  },
  {
    lang: "es",
    q: "la herramienta esa que mide si un clasificador discrimina, que tipo de informe genera?",
    pages: ["detector-de-sesgos", "EthicsI Audit"],
  },
  {
    lang: "en",
    q: "do you have some kind of model whose decisions can be printed out and argued about at a meeting, instead of a black box neural net?",
    pages: ["modelo-algebra-booleana"],
  },
  {
    lang: "es",
    q: "el proyecto de las reglas tipo 'si pasa esto entonces aquello', buscais organizaciones para probarlo?",
    pages: ["modelo-algebra-booleana"],
  },
  {
    lang: "es",
    q: "¿Cuánta precisión se pierde con un modelo de reglas lógicas frente a uno opaco?",
    pages: ["modelo-algebra-booleana"],
  },
  {
    lang: "en",
    q: "what's that kinda weird research project about meaning at different scales, like fractals?",
    pages: ["marco-tensorial-fractal"],
  },
  {
    lang: "es",
    q: "en el proyecto de investigacion de los fractales publicais tambien lo que no funciona?",
    pages: ["marco-tensorial-fractal"],
  },

  // Products
  {
    lang: "es",
    q: "si uso vuestra herramienta de auditoria, mis datos se suben a algun servidor vuestro?",
    pages: ["EthicsI Audit"],
  },
  {
    lang: "en",
    q: "Can I import my decisions from an Excel or CSV file into your audit tool?",
    pages: ["EthicsI Audit"],
  },
  {
    lang: "en",
    q: "where can I read up on the methodology and metrics behind your audit product?",
    pages: ["EthicsI Audit"],
  },
  {
    lang: "en",
    q: "my laptop has no fancy gpu, can your lab's stuff still run AI models on it?",
    pages: ["InnvaLab Core", "innvalab"],
  },
  {
    lang: "es",
    q: "¿Hay algún modo sin conexión que bloquee las llamadas a internet?",
    pages: ["InnvaLab Core"],
  },
  {
    lang: "es",
    q: "para quien esta pensado el nucleo ese para correr modelos en local? sirve para una escuela?",
    pages: ["InnvaLab Core"],
  },
  {
    lang: "en",
    q: "Is there anything that helps a co-op decide whether to adopt an AI system, without needing technical skills?",
    pages: ["Harmonia Compass"],
  },
  {
    lang: "es",
    q: "el kit de harmonia funciona sin internet? donde guarda la informacion?",
    pages: ["Harmonia Compass"],
  },
  {
    lang: "en",
    q: "what actually comes in the harmonia kit, like templates and questionnaires and stuff?",
    pages: ["Harmonia Compass"],
  },

  // Bios
  {
    lang: "en",
    q: "who is the philosopher behind EthicsI and what did she do before Simbiosis?",
    pages: ["lucia-ferrer"],
  },
  { lang: "es", q: "quien escribio el libro Path of life?", pages: ["lucia-ferrer"] },
  { lang: "es", q: "a quien le pregunto sobre copias de seguridad?", pages: ["mateo-quispe"] },
  { lang: "en", q: "where's Mateo from originally and where did he study?", pages: ["mateo-quispe"] },
  { lang: "en", q: "Who designs the AI literacy workshops?", pages: ["amara-okafor"] },
  {
    lang: "es",
    q: "la sociologa de la cooperativa que experiencia tiene en procesos participativos?",
    pages: ["amara-okafor"],
  },
  {
    lang: "en",
    q: "who's the engineer who quit big tech because of an electricity bill lol",
    pages: ["jonas-ibarra"],
  },
  {
    lang: "es",
    q: "¿Quién se encarga del espacio Labs y de mantener InnvaLab Core?",
    pages: ["jonas-ibarra"],
  },
  {
    lang: "es",
    q: "es verdad que una IA ha ayudado a hacer esta web? es parte del equipo?",
    pages: ["asistente-ia", "faq"],
  },
  {
    lang: "en",
    q: "Does the AI collaborator you credit get a vote in your governance bodies?",
    pages: ["asistente-ia"],
  },

  // The book
  {
    lang: "en",
    q: "in the book there's a story about a grandmother grafting almond trees, what's the point of it?",
    pages: ["capitulo-01-la-semilla"],
  },
  {
    lang: "es",
    q: "¿cuál es la pregunta de la que nace el libro de Lucía?",
    pages: ["capitulo-01-la-semilla"],
  },
  {
    lang: "es",
    q: "la historia de la señora a la que le denegaron una ayuda porque su direccion 'no existia'",
    pages: ["capitulo-02-aprender-a-escuchar"],
  },
  {
    lang: "en",
    q: "What are the three silences the author says she pays attention to?",
    pages: ["capitulo-02-aprender-a-escuchar"],
  },
  {
    lang: "en",
    q: "does the book say anything about fungi and tree roots forming networks underground?",
    pages: ["capitulo-03-el-bosque-conectado"],
  },
  {
    lang: "es",
    q: "por que dice la autora que la comparacion con la simbiosis de la naturaleza tiene limites?",
    pages: ["capitulo-03-el-bosque-conectado"],
  },
  {
    lang: "en",
    q: "What did Illich mean by convivial tools, and how does the book apply that to AI?",
    pages: ["capitulo-04-herramientas-que-nos-transforman"],
  },
  {
    lang: "es",
    q: "que regla propone el libro para saber que tareas delegar en una IA?",
    pages: ["capitulo-04-herramientas-que-nos-transforman"],
  },
  {
    lang: "en",
    q: "where does the book talk about Socrates not trusting writing?",
    pages: ["capitulo-04-herramientas-que-nos-transforman"],
  },
  {
    lang: "es",
    q: "al final del libro la autora propone unos compromisos, cuales son?",
    pages: ["capitulo-05-camino-compartido"],
  },
  {
    lang: "en",
    q: "how does Path of life end? something about mountain trails?",
    pages: ["capitulo-05-camino-compartido"],
  },

  // Chatbot, manifesto, platforms
  { lang: "en", q: "does your chat bot speak english too or only spanish?", pages: ["chatbot"] },
  { lang: "es", q: "¿cuáles son vuestros principios básicos como movimiento?", pages: ["manifest"] },
  { lang: "en", q: "what worries you guys about where AI is heading right now?", pages: ["manifest"] },
  { lang: "es", q: "por que os llamais simbiosis? que quereis decir con eso?", pages: ["manifest"] },
  {
    lang: "en",
    q: "What does the ethics foundation part of Simbiosis actually do day to day?",
    pages: ["ethicsi"],
  },
  {
    lang: "es",
    q: "¿ofrecéis formación para técnicos de la administración que tienen que contratar sistemas de IA?",
    pages: ["ethicsi"],
  },
  { lang: "es", q: "la fundacion de etica trabaja con universidades?", pages: ["ethicsi"] },
  { lang: "en", q: "what stages does a project go through at your innovation lab?", pages: ["innvalab"] },
  {
    lang: "es",
    q: "de donde salen las ideas para los proyectos del laboratorio? de lo que esta de moda?",
    pages: ["innvalab"],
  },
  { lang: "en", q: "Do I need to be an AI expert to help out at the lab?", pages: ["innvalab"] },
  {
    lang: "es",
    q: "mi asociacion quiere usar IA pero no tenemos informaticos, quien nos puede ayudar y cuanto suele durar?",
    pages: ["harmonia"],
  },
  {
    lang: "en",
    q: "does the cooperative get comissions from the vendors it recommends?",
    pages: ["harmonia"],
  },
  { lang: "en", q: "Is Harmonia a for-profit consultancy? who owns it?", pages: ["harmonia"] },
  {
    lang: "es",
    q: "¿cobrais lo mismo a una ong pequeña que a cualquier otra organizacion?",
    pages: ["harmonia", "faq"],
  },

  // Contact, governance, roadmap, FAQ, code of conduct, privacy, terms
  { lang: "en", q: "do you have an office I can drop by?", pages: ["contacto"] },
  { lang: "es", q: "¿En cuánto tiempo soléis contestar los correos?", pages: ["contacto"] },
  { lang: "es", q: "he encontrado un bug en la web, donde lo reporto?", pages: ["contacto"] },
  { lang: "es", q: "como firmo el manifiesto en nombre de mi asociacion?", pages: ["contacto"] },
  {
    lang: "es",
    q: "para tener voto en vuestras asambleas hace falta ser socio o basta con haber colaborado en algo?",
    pages: ["gobernanza"],
  },
  {
    lang: "en",
    q: "how is the group that runs the day-to-day stuff at Simbiosis put together?",
    pages: ["gobernanza"],
  },
  {
    lang: "es",
    q: "si dentro de un equipo de proyecto hay un desacuerdo gordo, como se resuelve?",
    pages: ["gobernanza"],
  },
  { lang: "es", q: "que mayoria hace falta para cambiar el manifiesto?", pages: ["gobernanza"] },
  {
    lang: "en",
    q: "decisions that touch people's personal data, who signs off on those in your organisation?",
    pages: ["gobernanza"],
  },
  { lang: "en", q: "when will the literacy materials be out in catalan or basque?", pages: ["roadmap"] },
  { lang: "es", q: "que teniais previsto lanzar en 2025?", pages: ["roadmap"] },
  { lang: "es", q: "¿para cuándo la versión 1.0 del detector de sesgos?", pages: ["roadmap"] },
  { lang: "en", q: "are the dates in your plans firm promises or just goals?", pages: ["roadmap"] },
  { lang: "en", q: "so what is simbiosis exactly, in a nutshell?", pages: ["faq", "manifest"] },
  { lang: "es", q: "de donde sacais el dinero?", pages: ["faq"] },
  { lang: "en", q: "do i have to pay to use your software?", pages: ["faq"] },
  { lang: "es", q: "¿puedo usar vuestros textos en mis clases del instituto?", pages: ["faq", "terms"] },
  {
    lang: "en",
    q: "someone is harassing me in one of your forums, who do I tell and will it be kept private?",
    pages: ["codigo"],
  },
  {
    lang: "es",
    q: "que pasa si alguien se salta las normas de convivencia? lo pueden echar?",
    pages: ["codigo"],
  },
  {
    lang: "en",
    q: "Is using AI to impersonate another member allowed in your community spaces?",
    pages: ["codigo"],
  },
  {
    lang: "es",
    q: "las normas de comportamiento de la comunidad estan basadas en algun texto conocido?",
    pages: ["codigo"],
  },
  {
    lang: "en",
    q: "do you log my ip address when I visit the site, and what do you use those logs for?",
    pages: ["privacy", "privacidad"],
  },
  {
    lang: "es",
    q: "ante quien puedo reclamar si creo que no respetais mis datos personales?",
    pages: ["privacidad", "privacy"],
  },
  { lang: "es", q: "si os mando un correo, borrais mi direccion despues?", pages: ["privacidad", "privacy"] },
  {
    lang: "es",
    q: "puedo poner el logo de InnvaLab en mi web para decir que colaboramos?",
    pages: ["terms"],
  },
  { lang: "en", q: "how should I credit you if I quote one of your articles on my blog?", pages: ["terms"] },
  {
    lang: "es",
    q: "puedo usar los experimentos de labs para tomar decisiones sobre personas en mi empresa?",
    pages: ["terms"],
  },
  {
    lang: "en",
    q: "if I fork your code and distribute it, do I have to share my changes too?",
    pages: ["terms"],
  },
];

/** Questions the site cannot answer; a few share a word with its topics (AI, models, gardens, GPUs). */
export const HELDOUT_UNANSWERABLE: Array<{ lang: "es" | "en"; q: string }> = [
  { lang: "en", q: "What's the weather going to be like in Madrid this weekend?" },
  { lang: "en", q: "who won the champions league final last season" },
  { lang: "en", q: "What's the best AI stock to buy right now?" },
  { lang: "en", q: "can you give me a good recipe for vegan lasagna?" },
  { lang: "en", q: "What's the cheapest flight from London to Lima in March?" },
  { lang: "en", q: "how old is Taylor Swift" },
  { lang: "en", q: "Solve for x: 3x + 7 = 22" },
  { lang: "en", q: "I've had a headache for three days, should I take ibuprofen or paracetamol?" },
  { lang: "en", q: "Can my landlord keep my deposit if I move out before the lease ends?" },
  { lang: "en", q: "which graphics card should i buy to play the new Call of Duty at 4k?" },
  { lang: "en", q: "Who painted the Mona Lisa?" },
  { lang: "es", q: "¿va a llover este fin de semana en Bilbao?" },
  { lang: "es", q: "¿Me recomiendas un portátil para jugar?" },
  { lang: "es", q: "cuantos goles lleva Mbappe esta temporada" },
  { lang: "es", q: "receta de tortilla de patatas sin cebolla porfa" },
  { lang: "es", q: "¿Cuánto cuesta un billete de AVE de Madrid a Barcelona?" },
  { lang: "es", q: "¿cuántos años tiene Rosalía?" },
  { lang: "es", q: "cual es la derivada de x al cubo por seno de x" },
  { lang: "es", q: "me duele una muela desde ayer, que antibiotico me tomo?" },
  { lang: "es", q: "¿Me pueden despedir por estar de baja médica?" },
  { lang: "es", q: "¿Qué acciones de empresas de inteligencia artificial van a subir este año?" },
  { lang: "es", q: "como se cultivan tomates en maceta en un balcon?" },
];
