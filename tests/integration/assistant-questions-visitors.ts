/**
 * Development set of visitor-style questions for the site's question-answering assistant.
 *
 * Written on 2026-11-27 by an engineer who never saw the retrieval or assistant code, only the demo
 * content (app/server/seed/demo-pages.server.ts). The questions try to sound like real visitors: filler
 * words, paraphrases, missing accents, typos, several sentences at once, keyword-style queries, and
 * questions asked in one language about pages titled in the other.
 *
 * This is the DEVELOPMENT half: it is meant to be tuned on. Unlike the held-out half, looking at its
 * results while changing the assistant is fine.
 *
 * `pages` lists the demo page name(s) (the `Page` identity) whose text answers the question. The privacy
 * policy exists as two pages with the same text ("privacidad" and "privacy"), so both are listed.
 */

export const VISITOR_ANSWERABLE: Array<{ lang: "es" | "en"; q: string; pages: string[] }> = [
  // --- auditorias-de-sesgo
  {
    lang: "es",
    q: "oye que es eso de la paridad demografica que sale en lo de auditar sesgos?",
    pages: ["auditorias-de-sesgo"],
  },
  {
    lang: "en",
    q: "When you guys audited systems, what kind of bias did you actually find most of the time? Like was it evil algorithms or something else?",
    pages: ["auditorias-de-sesgo"],
  },
  {
    lang: "es",
    q: "¿con hacer una auditoria una vez ya vale o hay que repetirla cada cierto tiempo?",
    pages: ["auditorias-de-sesgo"],
  },
  {
    lang: "en",
    q: "why can't you just pick one fairness metric and be done with it",
    pages: ["auditorias-de-sesgo"],
  },

  // --- soberania-de-datos
  {
    lang: "en",
    q: "what do the letters in the CARE principles stand for? saw it mentioned next to GDPR",
    pages: ["soberania-de-datos"],
  },
  {
    lang: "es",
    q: "lo del piloto con huertos comunitarios y sensores de humedad... donde se quedaban los datos al final?",
    pages: ["soberania-de-datos"],
  },
  {
    lang: "en",
    q: "Isn't GDPR enough to protect a community? Why do you keep talking about collective harm when no one person can be identified",
    pages: ["soberania-de-datos"],
  },
  {
    lang: "es",
    q: "que consejos practicos dais para que una asociacion de vecinos controle sus propios datos y no los regale a una plataforma",
    pages: ["soberania-de-datos"],
  },

  // --- gobernanza-comunitaria-de-la-ia
  {
    lang: "en",
    q: "I read that a cooperative's first assembly about writing assistants ended with no agreement. What did they do differently the second time?",
    pages: ["gobernanza-comunitaria-de-la-ia"],
  },
  {
    lang: "es",
    q: "por que no basta con un comite de expertos en etica para decidir sobre un sistema de IA?",
    pages: ["gobernanza-comunitaria-de-la-ia"],
  },
  {
    lang: "en",
    q: "can a community actually veto an AI deployment? or is that just whenever people feel like it",
    pages: ["gobernanza-comunitaria-de-la-ia"],
  },
  {
    lang: "es",
    q: "Que herramientas funcionan para que la gente del barrio participe de verdad en las decisiones sobre un algoritmo, tipo consejos por sorteo y eso",
    pages: ["gobernanza-comunitaria-de-la-ia"],
  },

  // --- alfabetizacion-en-ia
  {
    lang: "es",
    q: "en los talleres eso de entrenar un clasificador de frutas con tarjetas de papel de que va??",
    pages: ["alfabetizacion-en-ia"],
  },
  {
    lang: "en",
    q: "what do your AI workshops actually try to teach people? I'm not looking to become a programmer",
    pages: ["alfabetizacion-en-ia"],
  },
  {
    lang: "es",
    q: "puedo usar vuestras fichas y guiones de los talleres en la biblioteca de mi pueblo? con que licencia estan",
    pages: ["alfabetizacion-en-ia", "terms"],
  },
  {
    lang: "en",
    q: "why do you get people to laugh at the chatbot's mistakes during the workshop? seems kind of odd",
    pages: ["alfabetizacion-en-ia"],
  },

  // --- energia-de-los-modelos
  {
    lang: "en",
    q: "what uses more electricity overall, training a model or all the answers it gives afterwards?",
    pages: ["energia-de-los-modelos"],
  },
  {
    lang: "es",
    q: "como reducis el gasto de luz de vuestros modelos de ia",
    pages: ["energia-de-los-modelos"],
  },
  {
    lang: "en",
    q: "why do you say the energy use of AI is a justice issue? genuinely asking",
    pages: ["energia-de-los-modelos"],
  },
  {
    lang: "es",
    q: "cuantizacion y destilacion, que son en cristiano por favor",
    pages: ["energia-de-los-modelos"],
  },

  // --- modelos-abiertos
  {
    lang: "en",
    q: "is a model 'open' just because they put the weights online?",
    pages: ["modelos-abiertos"],
  },
  {
    lang: "es",
    q: "que pide la definicion de IA de codigo abierto de la open source initiative",
    pages: ["modelos-abiertos"],
  },
  {
    lang: "en",
    q: "Aren't open models kind of dangerous since anyone can grab them and misuse them? How do you handle that",
    pages: ["modelos-abiertos"],
  },
  {
    lang: "es",
    q: "¿por que preferis modelos abiertos en lugar de tirar de la API de una gran empresa? que ganais",
    pages: ["modelos-abiertos"],
  },

  // --- Diseño ético
  {
    lang: "en",
    q: "what counts as a dark pattern in your view and do you avoid them",
    pages: ["Diseño ético"],
  },
  {
    lang: "es",
    q: "un asistente deberia tener nombre y avatar de persona para que sea mas cercano? que opinais vosotros",
    pages: ["Diseño ético"],
  },
  { lang: "en", q: "is friction in a user interface always a bad thing?", pages: ["Diseño ético"] },
  {
    lang: "es",
    q: "como se deberia enseñar al usuario que el sistema no esta seguro, con un porcentaje?",
    pages: ["Diseño ético"],
  },

  // --- primeros-pasos
  { lang: "en", q: "how do i get the website running locally on my laptop", pages: ["primeros-pasos"] },
  {
    lang: "es",
    q: "que necesito tener instalado para montar la web en mi ordenador",
    pages: ["primeros-pasos"],
  },
  {
    lang: "en",
    q: "I didn't set any admin password before starting the server the first time. Where do I find it now??",
    pages: ["primeros-pasos"],
  },
  { lang: "es", q: "se puede usar postgres en vez de sqlite?", pages: ["primeros-pasos"] },
  { lang: "en", q: "how do I add another editor account from the command line", pages: ["primeros-pasos"] },

  // --- Guía rápida de la API
  { lang: "en", q: "api endpoint to list all pages", pages: ["Guía rápida de la API"] },
  {
    lang: "es",
    q: "como me autentico para crear paginas por la api, hace falta un token o algo?",
    pages: ["Guía rápida de la API"],
  },
  {
    lang: "en",
    q: "what happens if two people save the same page at the same time through the API? does one just overwrite the other",
    pages: ["Guía rápida de la API"],
  },
  { lang: "es", q: "error 429 api que significa", pages: ["Guía rápida de la API"] },
  {
    lang: "en",
    q: "how do I fetch a page whose name has spaces and accents in it with the api",
    pages: ["Guía rápida de la API"],
  },

  // --- como-contribuir
  {
    lang: "es",
    q: "me gustaria echar una mano pero no se programar nada, que puedo hacer?",
    pages: ["como-contribuir", "faq"],
  },
  { lang: "en", q: "steps to submit a pull request to your project?", pages: ["como-contribuir"] },
  {
    lang: "es",
    q: "si uso chatgpt para escribir parte de mi aportacion pasa algo? esta prohibido?",
    pages: ["como-contribuir"],
  },
  { lang: "en", q: "is there a PDF of the full contributor guide somewhere", pages: ["como-contribuir"] },

  // --- tutorial-auditoria-de-sesgos
  {
    lang: "en",
    q: "what's the impact ratio and below what value should I start worrying",
    pages: ["tutorial-auditoria-de-sesgos"],
  },
  {
    lang: "es",
    q: "que columnas tiene que tener mi tabla para poder auditar un clasificador",
    pages: ["tutorial-auditoria-de-sesgos"],
  },
  {
    lang: "en",
    q: "My groups are tiny. How do I tell if a difference between them is real or just chance? bootstrap?",
    pages: ["tutorial-auditoria-de-sesgos"],
  },
  {
    lang: "es",
    q: "que apartados deberia llevar el informe final de una auditoria de sesgos",
    pages: ["tutorial-auditoria-de-sesgos"],
  },
  {
    lang: "en",
    q: "is there a hands on walkthrough for doing my first bias audit, ideally with just a spreadsheet",
    pages: ["tutorial-auditoria-de-sesgos"],
  },

  // --- modelo-de-paginas
  {
    lang: "en",
    q: "if I don't write the english version of a page, what do english visitors see?",
    pages: ["modelo-de-paginas"],
  },
  {
    lang: "es",
    q: "puedo poner tildes, eñes y espacios en el nombre de una pagina o se rompe?",
    pages: ["modelo-de-paginas"],
  },
  { lang: "en", q: "which fields does the Projects template use", pages: ["modelo-de-paginas"] },
  {
    lang: "es",
    q: "como se ordenan los capitulos del libro cuando los edito, por fecha?",
    pages: ["modelo-de-paginas"],
  },

  // --- detector-de-sesgos
  {
    lang: "en",
    q: "the tool that checks whether a model discriminates against groups, is it finished or still being built?",
    pages: ["detector-de-sesgos"],
  },
  {
    lang: "es",
    q: "que tiene de especial el detector de sesgos, no te da solo una tabla de numeros?",
    pages: ["detector-de-sesgos"],
  },
  { lang: "en", q: "where's the source code for the bias detector", pages: ["detector-de-sesgos"] },
  { lang: "es", q: "que le falta todavia al detector de sesgos por hacer", pages: ["detector-de-sesgos"] },

  // --- modelo-algebra-booleana
  {
    lang: "en",
    q: "that rule based model you can literally print out, how accurate is it compared to neural nets?",
    pages: ["modelo-algebra-booleana"],
  },
  {
    lang: "es",
    q: "Buenas. Somos una entidad pequeña y nos interesa probar lo del modelo de reglas logicas con nuestros criterios. Buscais gente para probarlo?",
    pages: ["modelo-algebra-booleana"],
  },
  { lang: "en", q: "boolean algebra modle what is it", pages: ["modelo-algebra-booleana"] },
  {
    lang: "es",
    q: "¿de verdad hace falta una red neuronal para las decisiones administrativas?",
    pages: ["modelo-algebra-booleana"],
  },

  // --- marco-tensorial-fractal
  {
    lang: "es",
    q: "el proyecto ese de los fractales y el significado de los textos, en que consiste exactamente?",
    pages: ["marco-tensorial-fractal"],
  },
  {
    lang: "en",
    q: "who coordinates the semantic fractal research and can outsiders follow along?",
    pages: ["marco-tensorial-fractal"],
  },
  {
    lang: "en",
    q: "fractal tensor framework any results yet?",
    pages: ["marco-tensorial-fractal", "roadmap"],
  },
  {
    lang: "es",
    q: "publicais tambien los experimentos que salen mal del proyecto de tensores o solo lo que funciona?",
    pages: ["marco-tensorial-fractal", "innvalab"],
  },

  // --- EthicsI Audit
  {
    lang: "en",
    q: "if I use EthicsI Audit does my data get sent to your servers?",
    pages: ["EthicsI Audit"],
  },
  { lang: "es", q: "ethicsi audit en que formatos exporta el informe", pages: ["EthicsI Audit"] },
  { lang: "en", q: "what license is ethicsi audit under", pages: ["EthicsI Audit"] },
  {
    lang: "es",
    q: "la herramienta de auditoria que usa la fundacion, se le puede meter un excel o un csv con las decisiones?",
    pages: ["EthicsI Audit"],
  },
  {
    lang: "en",
    q: "is there a whitepaper that explains the methodology behind your audit product",
    pages: ["EthicsI Audit"],
  },

  // --- InnvaLab Core
  { lang: "es", q: "nesecito tarjeta grafica para usar innvalab core?", pages: ["InnvaLab Core"] },
  {
    lang: "en",
    q: "the thing for running open models offline on a cheapish computer, who is it meant for",
    pages: ["InnvaLab Core"],
  },
  { lang: "es", q: "innvalab core mide lo que consume cada ejecucion?", pages: ["InnvaLab Core"] },
  { lang: "en", q: "innvalab core datasheet", pages: ["InnvaLab Core"] },
  { lang: "es", q: "licencia de innvalab core", pages: ["InnvaLab Core"] },

  // --- Harmonia Compass
  {
    lang: "es",
    q: "el kit ese para decidir en asamblea si usar IA funciona sin internet?",
    pages: ["Harmonia Compass"],
  },
  { lang: "en", q: "what's actually inside harmonia compass", pages: ["Harmonia Compass"] },
  {
    lang: "es",
    q: "tengo que saber programar para usar harmonia compass? yo solo facilito reuniones",
    pages: ["Harmonia Compass"],
  },
  {
    lang: "en",
    q: "printable readiness questionnaire for deciding on AI adoption",
    pages: ["Harmonia Compass"],
  },

  // --- bios
  { lang: "en", q: "who is lucia ferrer and what does she do there", pages: ["lucia-ferrer"] },
  { lang: "es", q: "a que se dedicaba lucia antes de montar simbiosis", pages: ["lucia-ferrer"] },
  { lang: "en", q: "who wrote path of life?", pages: ["lucia-ferrer"] },
  {
    lang: "es",
    q: "la chica que escribio sobre los bosques y los hongos, quien es?",
    pages: ["lucia-ferrer", "capitulo-03-el-bosque-conectado"],
  },
  { lang: "es", q: "de donde es mateo quispe", pages: ["mateo-quispe"] },
  { lang: "en", q: "who should I ask about backups", pages: ["mateo-quispe"] },
  { lang: "en", q: "the data engineer guy, what does he work on at the lab?", pages: ["mateo-quispe"] },
  { lang: "en", q: "amara okafor background", pages: ["amara-okafor"] },
  { lang: "es", q: "quien diseña los talleres de alfabetizacion en ia?", pages: ["amara-okafor"] },
  {
    lang: "es",
    q: "la sociologa de la cooperativa que dice eso de que una buena reunion es una tecnologia, quien es",
    pages: ["amara-okafor"],
  },
  { lang: "en", q: "why did jonas quit big tech?", pages: ["jonas-ibarra"] },
  { lang: "es", q: "quien lleva el espacio labs", pages: ["jonas-ibarra"] },
  { lang: "en", q: "who maintains innvalab core", pages: ["jonas-ibarra"] },
  { lang: "es", q: "y jonas ibarra que hace fuera del trabajo jaja", pages: ["jonas-ibarra"] },
  {
    lang: "en",
    q: "Wait, is it true an AI helped build this site? Does it get a vote in your assemblies too lol",
    pages: ["asistente-ia"],
  },
  {
    lang: "es",
    q: "¿por que sale una inteligencia artificial en la lista de personas del equipo?",
    pages: ["asistente-ia"],
  },
  {
    lang: "es",
    q: "quien se encarga de la api del sitio y de los servidores comunitarios?",
    pages: ["mateo-quispe"],
  },
  {
    lang: "es",
    q: "esa IA que colaboro en el proyecto toma decisiones o tiene opiniones propias?",
    pages: ["asistente-ia"],
  },

  // --- book chapters (Path of life)
  {
    lang: "es",
    q: "el capitulo del libro que habla de la abuela que injertaba almendros",
    pages: ["capitulo-01-la-semilla"],
  },
  { lang: "en", q: "how does the book path of life begin", pages: ["capitulo-01-la-semilla"] },
  {
    lang: "en",
    q: "what was the question that started the author on this whole path, something about tools making us more human?",
    pages: ["capitulo-01-la-semilla"],
  },
  {
    lang: "es",
    q: "la historia de la señora a la que le denegaron una ayuda porque su direccion no existia",
    pages: ["capitulo-02-aprender-a-escuchar"],
  },
  {
    lang: "en",
    q: "what are the three silences the author talks abuot",
    pages: ["capitulo-02-aprender-a-escuchar"],
  },
  {
    lang: "en",
    q: "what is the chapter 'Aprender a escuchar' about? I only read english sorry",
    pages: ["capitulo-02-aprender-a-escuchar"],
  },
  {
    lang: "es",
    q: "que son las micorrizas y que pintan en un libro sobre IA",
    pages: ["capitulo-03-el-bosque-conectado"],
  },
  {
    lang: "en",
    q: "does the book think symbiosis means guaranteed harmony between people and machines?",
    pages: ["capitulo-03-el-bosque-conectado"],
  },
  { lang: "es", q: "liquenes libro simbiosis", pages: ["capitulo-03-el-bosque-conectado"] },
  {
    lang: "en",
    q: "what's a convivial tool? the Illich thing",
    pages: ["capitulo-04-herramientas-que-nos-transforman"],
  },
  {
    lang: "es",
    q: "que pensaba socrates de la escritura segun vuestro libro",
    pages: ["capitulo-04-herramientas-que-nos-transforman"],
  },
  {
    lang: "en",
    q: "any rule of thumb for what I should and shouldn't delegate to AI?",
    pages: ["capitulo-04-herramientas-que-nos-transforman"],
  },
  {
    lang: "es",
    q: "cuales son los cuatro compromisos del final del libro",
    pages: ["capitulo-05-camino-compartido"],
  },
  {
    lang: "en",
    q: "how does path of life end? don't mind spoilers",
    pages: ["capitulo-05-camino-compartido"],
  },
  {
    lang: "es",
    q: "de que va el capitulo 'A shared path'? el que compara simbiosis con un sendero de montaña",
    pages: ["capitulo-05-camino-compartido"],
  },
  { lang: "es", q: "path of life primer capitulo resumen", pages: ["capitulo-01-la-semilla"] },

  // --- chatbot
  { lang: "en", q: "whats your chatbot called", pages: ["chatbot"] },
  { lang: "es", q: "el chatbot no me contesta nada, esta roto o que pasa?", pages: ["chatbot"] },
  { lang: "en", q: "can the bot talk to me in spanish?", pages: ["chatbot"] },
  { lang: "es", q: "el asistente de la web se hace pasar por una persona?", pages: ["chatbot"] },
  { lang: "en", q: "when will Simbi actually start answering questions for real?", pages: ["roadmap"] },
  { lang: "es", q: "donde puedo seguir como va el desarrollo del chatbot", pages: ["chatbot"] },

  // --- manifest
  { lang: "es", q: "cuales son los principios del manifesto", pages: ["manifest"] },
  { lang: "en", q: "what actually worries you guys about AI? like your main concerns", pages: ["manifest"] },
  {
    lang: "en",
    q: "how often do you revise the manifesto, and can a random person propose changes?",
    pages: ["manifest"],
  },
  { lang: "es", q: "que quiere decir que la relacion con la IA sea simbiotica?", pages: ["manifest"] },
  { lang: "en", q: "manifesto commitments", pages: ["manifest"] },

  // --- ethicsi
  { lang: "en", q: "what is EthicsI exactly? a company?", pages: ["ethicsi"] },
  { lang: "es", q: "como garantiza ethicsi que es independiente de las empresas", pages: ["ethicsi"] },
  {
    lang: "es",
    q: "la fundacion de etica da formacion a funcionarios que tienen que contratar sistemas de IA?",
    pages: ["ethicsi"],
  },
  {
    lang: "en",
    q: "when you do an audit, does the public report include people's personal data?",
    pages: ["ethicsi"],
  },

  // --- innvalab
  { lang: "es", q: "q es innvalab", pages: ["innvalab"] },
  { lang: "en", q: "what phases does a project go through in your lab", pages: ["innvalab"] },
  { lang: "es", q: "cual es el lema del laboratorio de innovacion", pages: ["innvalab"] },
  {
    lang: "en",
    q: "I'm not an AI expert at all. Can I still help out at the innovation lab or is it only for pros?",
    pages: ["innvalab"],
  },

  // --- harmonia
  { lang: "en", q: "does harmonia take commissions from the vendors it recommends?", pages: ["harmonia"] },
  { lang: "es", q: "harmonia precio", pages: ["harmonia", "faq"] },
  {
    lang: "en",
    q: "we're a tiny NGO and honestly not sure we even need AI. can someone help us figure that out?",
    pages: ["harmonia"],
  },
  { lang: "en", q: "is harmonia a for-profit company", pages: ["harmonia"] },
  { lang: "es", q: "con que tipo de organizaciones trabaja la cooperativa normalmente", pages: ["harmonia"] },

  // --- contacto
  { lang: "es", q: "correo de contacto", pages: ["contacto"] },
  { lang: "en", q: "do you have an office I could drop by?", pages: ["contacto"] },
  { lang: "es", q: "he encontrado un fallo en la web, donde lo aviso?", pages: ["contacto"] },
  { lang: "en", q: "how do I sign the manifesto as an organisation", pages: ["contacto"] },
  {
    lang: "es",
    q: "que pongo en el asunto del correo para que llegue a la persona adecuada",
    pages: ["contacto"],
  },

  // --- gobernanza
  { lang: "en", q: "who is alowed to vote in the general assembly", pages: ["gobernanza"] },
  {
    lang: "es",
    q: "quien forma el consejo de coordinacion y como se elige a esa gente",
    pages: ["gobernanza"],
  },
  { lang: "en", q: "how do you make decisions that affect people's personal data?", pages: ["gobernanza"] },
  { lang: "es", q: "donde publicais las actas y las cuentas anuales", pages: ["gobernanza"] },
  {
    lang: "en",
    q: "if people in a project team cant agree on something, who sorts it out",
    pages: ["gobernanza"],
  },

  // --- roadmap
  { lang: "es", q: "que planes teneis para 2026", pages: ["roadmap"] },
  {
    lang: "en",
    q: "will the workshop materials be available in basque or catalan at some point",
    pages: ["roadmap"],
  },
  { lang: "es", q: "cuando sale harmonia compass 1.0", pages: ["roadmap"] },
  { lang: "en", q: "roadmap community server pilot outside spain", pages: ["roadmap"] },

  // --- faq
  { lang: "en", q: "who pays for all of this?", pages: ["faq"] },
  { lang: "es", q: "vuestras herramientas son de pago o gratis?", pages: ["faq"] },
  {
    lang: "en",
    q: "whats the difference between ethicsi, innvalab and harmonia, I'm confused",
    pages: ["faq"],
  },
  { lang: "es", q: "usais IA para escribir los textos de la web?", pages: ["faq"] },
  {
    lang: "es",
    q: "Hola, trabajo en un ayuntamiento pequeño y queremos que reviseis un algoritmo que usamos. Como se pide una auditoria?",
    pages: ["faq", "contacto"],
  },

  // --- codigo
  { lang: "en", q: "how do I report harassment in the community", pages: ["codigo"] },
  { lang: "es", q: "que pasa si alguien se salta el codigo de conducta", pages: ["codigo"] },
  {
    lang: "en",
    q: "is it ok to use AI to make memes of other members that make fun of them?",
    pages: ["codigo"],
  },
  { lang: "es", q: "en que se basa vuestro codigo de conducta", pages: ["codigo"] },

  // --- privacidad / privacy
  { lang: "en", q: "does this website use cookies", pages: ["privacidad", "privacy"] },
  { lang: "es", q: "cuanto tiempo guardais mi direccion IP", pages: ["privacidad", "privacy"] },
  {
    lang: "en",
    q: "how do I get you to delete my data? GDPR rights and all that",
    pages: ["privacidad", "privacy"],
  },
  {
    lang: "es",
    q: "ante quien puedo reclamar si no respetais mis datos personales",
    pages: ["privacidad", "privacy"],
  },
  { lang: "en", q: "I emailed you once. Do you keep my email forever?", pages: ["privacidad", "privacy"] },
  {
    lang: "es",
    q: "la web usa google analytics o algo parecido para rastrearme?",
    pages: ["privacidad", "privacy"],
  },

  // --- terms
  { lang: "es", q: "licencia codigo", pages: ["terms", "faq"] },
  { lang: "en", q: "can I use your texts for a commercial project?", pages: ["terms"] },
  { lang: "en", q: "how should I credit you if I quote one of your articles", pages: ["terms"] },
  { lang: "es", q: "puedo poner el logo de harmonia en la web de mi empresa", pages: ["terms"] },
  {
    lang: "en",
    q: "can we use the labs prototypes to make decisions about real people at work?",
    pages: ["terms"],
  },
];

export const VISITOR_UNANSWERABLE: Array<{ lang: "es" | "en"; q: string }> = [
  // English
  { lang: "en", q: "what's the weather going to be like in Madrid this weekend" },
  { lang: "en", q: "which AI stock should I buy right now" },
  { lang: "en", q: "who won the champions league final last year" },
  { lang: "en", q: "best recipe for seafood paella?" },
  { lang: "en", q: "cheap flights from london to lima in march" },
  { lang: "en", q: "how old is taylor swift" },
  { lang: "en", q: "how much does the latest iphone cost" },
  { lang: "en", q: "can you do my algebra homework: solve 3x + 7 = 22" },
  { lang: "en", q: "my printer keeps saying paper jam but there's no paper stuck, how do i fix it" },
  { lang: "en", q: "is it safe to take ibuprofen with coffee" },
  { lang: "en", q: "how do I file for divorce in Spain" },
  { lang: "en", q: "how do I reset my netflix password" },
  { lang: "en", q: "best gaming laptop with a strong graphics card for training neural networks" },
  { lang: "en", q: "what's the capital of australia" },
  { lang: "en", q: "how much energy does bitcoin mining use worldwide" },
  { lang: "en", q: "does the EU AI Act ban facial recognition in supermarkets?" },
  { lang: "en", q: "recommend a good open source password manager" },
  { lang: "en", q: "how do I get a plot in a community garden in my city" },
  { lang: "en", q: "how do I audit my small business's tax return" },
  { lang: "en", q: "whats the best chatbot app for learning spanish" },

  // Spanish
  { lang: "es", q: "¿que tiempo hara mañana en Sevilla?" },
  { lang: "es", q: "¿cuánta energía gasta mi nevera?" },
  { lang: "es", q: "modelo de coche eléctrico más barato" },
  { lang: "es", q: "receta de tortilla de patatas sin cebolla" },
  { lang: "es", q: "quien gano el ultimo mundial de futbol" },
  { lang: "es", q: "vuelos baratos a Cusco en agosto" },
  { lang: "es", q: "¿cuantos años tiene Rosalia?" },
  { lang: "es", q: "precio del aceite de oliva en mercadona" },
  { lang: "es", q: "me duele la cabeza desde hace tres dias, que me tomo?" },
  { lang: "es", q: "como recurro una multa de trafico" },
  { lang: "es", q: "resuelveme este ejercicio: derivada de x^2 por sen x" },
  { lang: "es", q: "el wifi me va lentisimo, como cambio el canal del router" },
  { lang: "es", q: "¿que es mejor para programar, un mac o un pc con windows?" },
  { lang: "es", q: "cual es la montaña mas alta de España" },
  { lang: "es", q: "¿como se injerta un limonero?" },
  { lang: "es", q: "que es el sesgo de confirmacion en psicologia" },
  { lang: "es", q: "cuantos habitantes tiene Lima" },
  { lang: "es", q: "mejor curso gratis de python para principiantes" },
  { lang: "es", q: "¿como monto una cooperativa de vivienda?" },
  { lang: "es", q: "que licencia de pesca necesito para pescar en el Ebro" },
];
