/*
 * The assistant's vocabulary as it ships (docs/architecture.md "Assistant: retrieval, the endpoint and what is kept"): data, not code.
 * Editors change it in /admin/assistant (Evaluation); their edits are kept in the database
 * (`assistant_synonyms`) over these groups, by key, so a group nobody edited follows this file.
 *
 * - `groups`: words that ask about the same thing, per language. The words of a group in one language stand
 *   for each other (a question saying "money" also finds "funds"), and for the other language's words of the
 *   same group (a question in English finds a page written only in Spanish). Several words ("big tech",
 *   "tarjeta gráfica") count when the question holds them all. Words are written as people write them:
 *   the assistant folds and stems them as it does the pages' words.
 * - `fillers`: words that say how a visitor asks, not what about ("actually", "vuestro"): a question is read
 *   without them. The site search's stop words are dropped too.
 *
 * General words of the site's subjects and of how visitors ask about them, never the questions of a test.
 */

import type { Family } from "../../content/content-model.ts";

export interface LexiconGroup {
  /** Stable name: an editor's edit of the group is kept under it. */
  key: string;
  es: string[];
  en: string[];
}

const words = (s: string) =>
  s
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);
const group = (key: string, es: string, en: string): LexiconGroup => ({ key, es: words(es), en: words(en) });

export const LEXICON_GROUPS: LexiconGroup[] = [
  group(
    "funding",
    "financiar, financia, financian, financiáis, pasta, plata, guita, sostiene, sostienen, financiación, financiamiento, financiado, fondos, dinero, donación, donaciones, donantes, donar, subvención, subvenciones, patrocinio, patrocinadores, patrocinador, ingresos, sostener, costear, paga, pagan",
    "fund, funds, funded, funding, funder, funders, finance, finances, financed, financing, money, donation, donations, donor, donors, donate, grant, grants, sponsor, sponsors, sponsorship, income, bankroll, backs, backer, backers, pays for",
  ),
  group(
    "cost",
    "gratis, gratuito, gratuita, gratuitos, gratuitas, coste, costes, costo, cuesta, cuestan, precio, precios, tarifa, tarifas, pagar, pago, cobrar, cobráis",
    "free, cost, costs, price, prices, pricing, fee, fees, charge, charges, pay, paying, payment",
  ),
  group(
    "companies",
    "empresa, empresas, compañía, compañías, corporación, corporaciones, multinacional, multinacionales, tecnológicas, grandes tecnológicas, industria",
    "company, companies, corporation, corporations, business, businesses, firm, firms, big tech, tech giants, industry, vendor, vendors",
  ),
  group(
    "decide",
    "decidir, decide, deciden, decidimos, decisión, decisiones, votar, vota, votan, voto, votos, votación, votaciones, consenso, mayoría, aprobar, aprueba, acuerdo, acuerdos",
    "decide, decides, decided, deciding, decision, decisions, decision-making, vote, votes, voting, consensus, majority, approve, approves, approval, agreement, agree",
  ),
  group(
    "governance",
    "gobernanza, gobierno, gobernar, gobierna, órganos, asamblea, asambleas, consejo, consejos, reglas, organización, organiza, organizáis, dirige, dirigen, manda, mandan",
    "governance, govern, governed, governing, bodies, assembly, assemblies, council, councils, board, rules, organised, organized, run by, in charge, leadership",
  ),
  group(
    "contact",
    "contacto, contactar, contactaros, escribir, escribiros, correo, email, e-mail, mensaje, mensajes, hablar, llamar, comunicarme",
    "contact, reach, write, email, e-mail, mail, message, messages, talk, get in touch, call",
  ),
  group(
    "privacy",
    "privacidad, intimidad, datos personales, rastreo, rastrear, seguimiento, espiar, espían, espiáis, espía, analítica, anuncios, publicidad",
    "privacy, personal data, tracking, track, tracked, tracks, spy, spying, analytics, ads, advertising",
  ),
  group(
    "keep",
    "guardar, guarda, guardan, guardáis, guardáis, guardado, guardas, almacenar, almacena, almacenan, almacenamiento, conservar, conserva, conservan, registrar, registra, registros, retener, historial, memoria",
    "store, stores, stored, storage, save, saves, saved, keep, keeps, kept, retain, retains, retention, log, logs, logged, record, records, history, remember, remembers",
  ),
  group("cookies", "cookie, cookies, galletas, almacenamiento local", "cookie, cookies, local storage"),
  group(
    "bias",
    "sesgo, sesgos, sesgado, sesgada, discriminación, discriminar, discrimina, injusto, injusta, injusticia, equidad, justo, justicia, imparcial",
    "bias, biases, biased, discrimination, discriminate, discriminates, discriminatory, unfair, unfairness, fairness, fair, prejudice, impartial",
  ),
  group(
    "audit",
    "auditoría, auditorías, auditar, audita, auditan, evaluar, evaluación, revisar, revisión, examinar, inspeccionar, comprobar",
    "audit, audits, audited, auditing, auditor, assess, assessment, evaluate, evaluation, review, examine, inspect, check",
  ),
  group(
    "tool",
    "herramienta, herramientas, aplicación, programa, programas, software, producto, productos, kit, biblioteca",
    "tool, tools, app, application, program, programs, software, product, products, kit, library",
  ),
  group(
    "measure",
    "medir, mide, miden, medición, métrica, métricas, calcula, calcular, cálculo, indicadores, tasa, tasas",
    "measure, measures, measuring, measurement, metric, metrics, compute, computes, calculate, calculates, indicators, rate, rates",
  ),
  group(
    "contribute",
    "contribuir, contribución, contribuciones, colaborar, colaboración, colaborador, participar, participa, participación, ayudar, ayuda, voluntario, voluntaria, voluntariado, sumarme, sumarse, unirme, unirse, apuntarme, implicarme, echar una mano",
    "contribute, contributing, contribution, contributions, contributor, collaborate, collaboration, participate, participation, take part, help, helping, volunteer, volunteering, join, joining, get involved, involved, lend a hand",
  ),
  group(
    "code",
    "programar, programación, programador, programadora, código, codificar, desarrollar, desarrollo, desarrollador, desarrolladora, informática",
    "code, coding, coder, program, programming, programmer, developer, develop, development, software engineer",
  ),
  group(
    "licence",
    "licencia, licencias, reutilizar, reutilización, reusar, copiar, copia, copyright, derechos de autor, atribución, citar, gpl, creative commons",
    "licence, licences, license, licenses, licensed, reuse, re-use, copy, copying, copyright, attribution, credit, cite, gpl, creative commons",
  ),
  group(
    "open-source",
    "código abierto, software libre, abierto, abiertos, libre",
    "open source, free software, open, opened",
  ),
  group(
    "energy",
    "energía, energética, consumo, consume, consumen, electricidad, eléctrica, luz, huella, ambiental, medioambiente, medio ambiente, clima, climático, emisiones, carbono, agua, sostenibilidad, sostenible, contamina, contaminación",
    "energy, consumption, consume, consumes, power, electricity, electric, footprint, environmental, environment, climate, emissions, carbon, co2, water, sustainability, sustainable, green, pollution",
  ),
  group(
    "learn",
    "taller, talleres, curso, cursos, formación, formaciones, clase, clases, enseñar, enseñáis, enseñanza, aprender, educación, educativo, alfabetización, sesión, sesiones, material, materiales",
    "workshop, workshops, course, courses, training, class, classes, teach, teaching, learn, learning, education, educational, literacy, session, sessions, material, materials",
  ),
  group(
    "install",
    "instalar, instalación, instalo, ejecutar, ejecuto, arrancar, arranco, montar, desplegar, descargar, clonar, requisitos, ordenador, equipo local, en local",
    "install, installation, installing, run, running, start, launch, set up, setup, deploy, download, clone, requirements, prerequisites, computer, laptop, locally",
  ),
  group("ai", "ia, inteligencia artificial, inteligencias artificiales", "ai, artificial intelligence, a.i."),
  group(
    "model",
    "modelo, modelos, algoritmo, algoritmos, red neuronal, sistema, sistemas, clasificador",
    "model, models, algorithm, algorithms, neural network, system, systems, classifier",
  ),
  group("manifesto", "manifiesto", "manifesto, manifest"),
  group(
    "principles",
    "principio, principios, valores, valor, ideas, ideales, creencias, creemos, defender, defiende, defienden, defendéis, postura, filosofía, propone, propuesta",
    "principle, principles, values, value, ideas, ideals, beliefs, believe, stand for, stands for, defend, defends, position, philosophy, proposes",
  ),
  group(
    "worry",
    "preocupa, preocupan, preocupación, preocupaciones, preocupados, miedo, miedos, riesgo, riesgos, problema, problemas, peligro, peligros, amenaza",
    "worry, worries, worried, concern, concerns, concerned, fear, fears, risk, risks, problem, problems, danger, dangers, threat",
  ),
  group(
    "commitments",
    "compromiso, compromisos, comprometemos, promesa, promesas, prometéis",
    "commitment, commitments, commit, promise, promises, pledge, pledges",
  ),
  group(
    "plans",
    "planes, plan, objetivos, objetivo, futuro, próximo, próximos, hoja de ruta, previsto, prevista, calendario, cuándo, fechas, lanzamiento",
    "plans, plan, planned, goals, goal, future, next, upcoming, roadmap, road map, timeline, schedule, when, dates, release, launch",
  ),
  group(
    "conduct",
    "conducta, normas, norma, reglas de convivencia, comportamiento, comportarse, convivencia, respeto, respetar",
    "conduct, rules, rule, behaviour, behavior, behave, code of conduct, respect, ground rules",
  ),
  group(
    "harassment",
    "acoso, acosar, acosa, acosan, acosado, acosada, insultos, insulto, insultó, insultan, ofensa, ofensivo, abuso, maltrato, maleducado, maleducada, grosero, grosera, falta de respeto, faltó al respeto, amenaza, amenazó, intimidación, burlarse, burla, burlas, ridiculizar, humillar, humillante, reírse de",
    "harassment, harass, harassed, harassing, insult, insults, insulted, abuse, abusive, offensive, bullying, bullied, rude, rudeness, disrespectful, disrespect, mean to me, threatened, intimidated, make fun of, mock, mocking, ridicule, humiliate, humiliating, laugh at",
  ),
  group(
    "content",
    "textos, texto, artículos, artículo, contenidos, contenido, materiales, publicaciones, entradas, escritos",
    "texts, text, articles, article, content, contents, materials, posts, publications, writing, writings",
  ),
  group(
    "share",
    "enviar, envía, envían, enviáis, compartir, comparte, comparten, compartís, ceder, cede, ceden, vender, venden, sale de, salen de, sacar, transferir, subir",
    "send, sends, sent, share, shares, shared, sharing, leave, leaves, transfer, transfers, upload, uploads, sell, sells, hand over",
  ),
  group(
    "status",
    "terminado, terminada, acabado, acabada, listo, lista, estado, disponible, desarrollo, versión, fase, beta, avance, progreso",
    "finished, done, ready, complete, completed, status, available, development, version, stage, phase, beta, progress",
  ),
  group(
    "report",
    "denunciar, denuncia, informar, comunicar, queja, quejarse, reclamar, reclamación, avisar, reportar",
    "report, reporting, complain, complaint, complaints, flag, notify, raise",
  ),
  group(
    "gpu",
    "tarjeta gráfica, gráfica, gpu, hardware, máquina modesta, ordenador modesto",
    "graphics card, gpu, graphics, video card, hardware, modest hardware",
  ),
  group(
    "cooperative",
    "cooperativa, cooperativas, coop, cooperativismo, socios, socias",
    "cooperative, cooperatives, coop, co-op, members, worker cooperative",
  ),
  group(
    "services",
    "servicios, servicio, consultoría, consultora, asesoría, asesoramiento, acompañamiento, acompañar, ofrece, ofrecen, ofrecéis",
    "services, service, consultancy, consulting, consultant, advice, advise, support, offer, offers, provide, provides",
  ),
  group(
    "sovereignty",
    "soberanía, soberano, control, controlar, controla, propiedad, dueños, dueño, custodia",
    "sovereignty, sovereign, control, controls, ownership, owners, custody",
  ),
  group(
    "chatbot",
    "chatbot, bot, asistente, asistente virtual, simbi, conversación, chat",
    "chatbot, bot, assistant, virtual assistant, simbi, conversation, chat",
  ),
  group("book", "libro, libros, capítulo, capítulos, lectura", "book, books, chapter, chapters, reading"),
  group(
    "studies",
    "estudió, estudios, estudiar, formación académica, universidad, carrera, doctorado, titulación",
    "studied, study, studies, education, university, degree, phd, doctorate",
  ),
  group(
    "origin",
    "nació, nacido, nacida, creció, crecer, origen, natal, infancia",
    "born, grew up, grow up, origin, hometown, childhood, raised",
  ),
  group(
    "role",
    "trabaja, trabajo, cargo, rol, papel, puesto, ocupa, dedica, coordina, responsable",
    "works, job, role, position, occupation, responsible, coordinates, in charge of",
  ),
  group(
    "team",
    "equipo, personas, persona, miembros, fundadores, fundadora, quiénes sois, gente",
    "team, people, person, members, founders, founder, staff, who are you",
  ),
  group(
    "place",
    "oficina, sede, local, locales, dirección física, dónde estáis, ubicación, presencial, en persona, visitar, visitaros, pasarme, pasar a veros",
    "office, offices, headquarters, premises, located, location, in person, where are you, visit, drop by, stop by, come by, pop in",
  ),
  group(
    "api",
    "api, endpoint, llamadas, petición, peticiones, rest",
    "api, endpoint, endpoints, calls, request, requests, rest",
  ),
  group(
    "errors",
    "error, errores, fallo, fallos, falla",
    "error, errors, failure, failures, bug, bugs, fails",
  ),
  group(
    "languages",
    "idioma, idiomas, lengua, lenguas, traducir, traducción, traducciones, traductor, bilingüe",
    "language, languages, translate, translation, translations, translator, bilingual",
  ),
  group(
    "safety",
    "seguridad, seguro, segura, seguros, proteger, protección",
    "safety, safe, security, secure, protect, protection",
  ),
  group(
    "explain",
    "interpretable, interpretabilidad, explicable, explicar, explica, explicación, explicaciones, transparente, transparencia, entender, comprensible",
    "interpretable, interpretability, explainable, explain, explains, explanation, explanations, transparent, transparency, understand, understandable",
  ),
  group(
    "local",
    "local, localmente, sin conexión, propio servidor, propia infraestructura, fuera de línea, nube",
    "local, locally, offline, own server, own infrastructure, on-premises, cloud",
  ),
  group(
    "community",
    "comunidad, comunidades, comunitario, comunitaria, colectivo, colectiva, vecinos, barrio, asociación, asociaciones",
    "community, communities, collective, neighbours, neighbors, neighbourhood, association, associations",
  ),
  group(
    "garden",
    "huerto, huertos, hortelanos, jardín, jardines, bancal, bancales, cosecha, cultivo, cultivos, agrícola, agricultura",
    "garden, gardens, gardeners, allotment, allotments, beds, harvest, crop, crops, farming, agriculture",
  ),
  group(
    "water",
    "agua, riego, regar, regamos, humedad, sequía",
    "water, watering, irrigation, moisture, drought",
  ),
  group(
    "research",
    "investigación, investigar, investiga, investigadores, estudio científico, académico, académica, universidades, artículos científicos",
    "research, researching, researchers, scientific, academic, academia, universities, papers",
  ),
  group(
    "platform",
    "plataforma, plataformas, fundación, laboratorio, lab",
    "platform, platforms, foundation, laboratory, lab",
  ),
  group(
    "report-doc",
    "informe, informes, resultado, resultados, documento",
    "report, reports, results, result, document, findings",
  ),
  group("website", "sitio, sitio web, web, página web, portal", "site, website, web site, webpage, portal"),
  group(
    "delete",
    "borrar, borra, borráis, borrado, borren, eliminar, elimina, eliminéis, suprimir, supresión, derecho al olvido, darme de baja, darse de baja, baja",
    "delete, deletes, deleted, deletion, erase, erased, erasure, remove, removed, removal, right to be forgotten, unsubscribe, opt out",
  ),
  group(
    "retention",
    "plazo, plazos, cuánto tiempo, para siempre, indefinidamente, caduca, caducan",
    "how long, forever, indefinitely, retention period, expire, expires, expiry",
  ),
  group(
    "nonprofit",
    "ong, ongs, sin ánimo de lucro, tercer sector, entidad social, entidades sociales, asociación, asociaciones",
    "ngo, ngos, nonprofit, non-profit, nonprofits, charity, charities, third sector, association, associations",
  ),
  group(
    "accessibility",
    "accesibilidad, accesible, discapacidad, discapacidades, personas mayores",
    "accessibility, accessible, disability, disabilities, older people, elderly",
  ),
];

/** Words that ask rather than say what about (folded: lower case, no accents), per language. */
export const FILLERS = {
  es: words(
    "realmente, exactamente, basicamente, simplemente, solo, bueno, pues, hola, gracias, favor, porfa, oye, mira, vale, tambien, tampoco, algo, cosa, cosas, eso, esto, esa, ese, aquello, cual, cuales, cuando, donde, adonde, quien, quienes, cuanto, cuanta, cuantos, cuantas, porque, nos, os, le, les, mis, tus, vuestro, vuestra, vuestros, vuestras, nuestro, nuestra, nuestros, nuestras, el, ella, nosotros, vosotros, ellos, ellas, usted, ustedes, son, estan, era, fue, ser, estar, hay, habia, haber, han, he, has, hace, hacen, hacer, haceis, hago, hacemos, puedo, puede, pueden, podeis, podria, podrias, podemos, quiero, queria, querria, gustaria, saber, sabeis, sabes, se, dime, decidme, decir, explica, explicame, explicadme, cuentame, contadme, cuentanos, unos, unas, mucho, mucha, muchos, muchas, poco, tan, tanto, menos, aqui, alli, ahi, alguien, alguno, alguna, algun, ningun, ninguna, nada, todo, toda, todos, todas, buenas, dias, tardes, entonces, ademas, vez, veces, tipo, rollo, oiga, perdon, duda, pregunta, preguntar, necesito, necesita, necesitas, tengo, tiene, tienen, teneis, tenemos, va, van, vais, voy, existe, existen, verdad, exacto, concreto, concretamente, igual, quizas, quiza, acaso, serio, sea, sean, hoy, dia, pone, ponen, poner, pongo, ponéis, pon, da, dan, dar, doy, dais, toma, toman, tomar, tomais, tomamos, lleva, llevan, llevar, meter, mete, sacar, saca, hay, pasa, pasaria, ocurre, sale, asi, elegis, eligen, elegir, usais, vale, valdria, hace falta, falta, cosa, rollo, mas o menos, vez, usar, usa, usan, uso, usas, utilizar, utiliza, propio, propia, propios, propias, alguna parte, ningun sitio, algun sitio, importante, importantes, rapida, rapido, rapidamente, principal, principales, mejor, mejores, manera, forma, modo, bien, buen, buena, bueno",
  ),
  en: words(
    "actually, really, basically, just, kind, sort, like, please, tell, me, us, you, your, yours, our, ours, we, my, mine, guys, hey, hi, hello, thanks, thank, bit, little, lot, lots, thing, things, stuff, something, anything, everything, exactly, honestly, seriously, maybe, perhaps, probably, quite, very, much, many, more, most, so, also, too, well, okay, ok, oh, um, uh, wondering, wonder, curious, know, want, wanted, wanna, gonna, anyone, someone, somebody, here, there, these, those, they, them, their, whats, whom, whose, do, does, did, done, doing, can, could, would, should, shall, may, might, must, am, were, been, being, had, get, got, go, goes, going, describe, anyway, then, than, regarding, concerning, some, any, other, others, again, still, even, ever, exist, exists, tldr, quick, quickly, question, questions, ask, asking, need, needs, im, ive, youre, dont, doesnt, isnt, arent, whos, hows, wheres, whys, let, lets, say, said, today, now, currently, exact, specific, specifically, sure, right, yeah, yes, put, puts, putting, take, takes, taking, took, make, makes, making, made, give, gives, giving, gave, got, gets, getting, use, uses, used, using, out, somehow, anyhow, one, ones, own, anywhere, somewhere, everywhere, still, about, come, comes, coming, best, better, way, ways, good, great, main, important, exactly, dont, doesnt, didnt, cant, wont, isnt, arent, wasnt, werent, shouldnt, couldnt, wouldnt, havent, hasnt, hadnt, aint",
  ),
};

/**
 * Words that say what kind of page answers: "who…" a person's page, "the tool…" a product or a project,
 * "the chapter…" the book. A page of the kind asked for counts a little more (RETRIEVAL.kind).
 */
export const KIND_HINTS: Partial<Record<Family, { es: string[]; en: string[] }>> = {
  bio: {
    es: words(
      "quién, quiénes, persona, autora, autor, escribió, fundadora, fundador, biografía, trayectoria",
    ),
    en: words("who, whom, person, author, wrote, founder, biography, background"),
  },
  product: {
    es: words("herramienta, producto, aplicación, programa, kit, software"),
    en: words("tool, product, app, application, program, kit, software, thing"),
  },
  project: {
    es: words("proyecto, prototipo, herramienta, modelo, investigación"),
    en: words("project, prototype, tool, model, research, thing"),
  },
  chapter: {
    es: words("capítulo, libro, autor, autora"),
    en: words("chapter, book, author"),
  },
  doc: {
    es: words("instalar, guía, tutorial, pasos, documentación, plantilla, api"),
    en: words("install, guide, tutorial, steps, documentation, template, api"),
  },
};
