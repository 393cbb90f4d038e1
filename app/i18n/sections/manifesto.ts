import { bilingual } from "../types.ts";

/** The manifesto page (/manifiesto). */
export const manifesto = bilingual(
  {
    metaTitle: "Manifiesto",
    metaDescription:
      "El manifiesto de Simbiosis: cuatro principios y cuatro compromisos por una inteligencia artificial simbiótica, distribuida, educativa y segura.",
    hero: {
      eyebrow: "Manifiesto",
      title: "Por una inteligencia artificial simbiótica",
      lead: "La inteligencia artificial ya decide qué leemos, qué solicitudes se revisan primero y qué textos circulan por el mundo. Se está construyendo muy deprisa y en muy pocas manos. Creemos que otra forma de hacerlo es posible y necesaria.",
    },
    response: {
      eyebrow: "Nuestra respuesta",
      title: "Una relación que beneficie a todas las partes",
      paragraphs: [
        "Frente a la concentración de poder, los sistemas opacos y un relato que lo presenta todo como inevitable, proponemos una relación simbiótica entre las personas y la inteligencia artificial: beneficiosa para ambas partes y, sobre todo, para las comunidades que conviven con ella.",
        "No es una utopía ni un rechazo de la tecnología. Es una manera concreta de investigar, desarrollar y usar la IA que se apoya en el conocimiento abierto, en la participación y en la prudencia.",
      ],
    },
    principles: {
      eyebrow: "Principios",
      title: "Cuatro principios",
      symbiotic: {
        title: "Simbiosis",
        text: "La tecnología debe ampliar las capacidades humanas, no sustituir el juicio ni la responsabilidad de las personas. Diseñamos para la colaboración, no para la dependencia.",
      },
      distribution: {
        title: "Distribución",
        text: "El conocimiento, los modelos y los beneficios deben repartirse. Preferimos el código abierto, la infraestructura comunitaria y la soberanía de los datos.",
      },
      education: {
        title: "Educación",
        text: "Nadie puede decidir sobre lo que no entiende. La alfabetización en IA es una condición de la democracia, y la ofrecemos de forma abierta y gratuita.",
      },
      security: {
        title: "Seguridad",
        text: "Los sistemas se evalúan antes y después de desplegarse, con atención a los sesgos, los usos indebidos y las personas más vulnerables. Ante la duda, prudencia.",
      },
    },
    evidence: {
      label: "Lo que hemos aprendido",
      quote:
        "En cada auditoría que hemos realizado, los sesgos más graves no estaban escondidos en el algoritmo, sino en los datos y en las preguntas que nadie se hizo antes de construirlo.",
      cite: "Informe anual de auditorías de EthicsI, 2024",
    },
    commitments: {
      eyebrow: "Compromisos",
      title: "Lo que nos comprometemos a hacer",
      items: [
        {
          title: "Abrir nuestro trabajo",
          text: "Publicamos el código con licencias libres y los textos con licencias abiertas, desde el primer día.",
        },
        {
          title: "Auditarnos primero",
          text: "Auditamos nuestros propios sistemas y hacemos públicos los resultados, también cuando no nos favorecen.",
        },
        {
          title: "Decidir en común",
          text: "Tomamos las decisiones importantes de forma participativa y documentamos quién decide qué.",
        },
        {
          title: "Cuidar el planeta",
          text: "Medimos y reducimos el consumo de energía de todo lo que desarrollamos.",
        },
      ],
    },
    cta: {
      title: "Súmate al manifiesto",
      text: "Este manifiesto es un punto de partida. Lo revisamos cada año en asamblea y aceptamos propuestas de cualquier persona. Si compartes estas ideas, fírmalo y llévalo a tu entorno.",
      sign: "Firmar el manifiesto",
      explore: "Explorar las plataformas",
      share: "Compartir",
      shareTitle: "Manifiesto Simbiosis",
      shareText: "Por una inteligencia artificial simbiótica: ética, distribuida, educativa y segura.",
    },
  },
  {
    metaTitle: "Manifesto",
    metaDescription:
      "The Simbiosis manifesto: four principles and four commitments for a symbiotic, distributed, educational and safe artificial intelligence.",
    hero: {
      eyebrow: "Manifesto",
      title: "For a symbiotic artificial intelligence",
      lead: "Artificial intelligence already decides what we read, which applications are reviewed first and which texts travel around the world. It is being built very fast and by very few hands. We believe another way is possible, and necessary.",
    },
    response: {
      eyebrow: "Our response",
      title: "A relationship that benefits everyone involved",
      paragraphs: [
        "Against the concentration of power, opaque systems and a story that presents all of this as inevitable, we propose a symbiotic relationship between people and artificial intelligence: good for both sides and, above all, for the communities that live with it.",
        "It is neither a utopia nor a rejection of technology. It is a concrete way of researching, building and using AI that rests on open knowledge, participation and caution.",
      ],
    },
    principles: {
      eyebrow: "Principles",
      title: "Four principles",
      symbiotic: {
        title: "Symbiosis",
        text: "Technology should extend human abilities, not replace people's judgement or responsibility. We design for collaboration, not dependence.",
      },
      distribution: {
        title: "Distribution",
        text: "Knowledge, models and benefits should be shared. We prefer open source, community infrastructure and data sovereignty.",
      },
      education: {
        title: "Education",
        text: "Nobody can decide about what they do not understand. AI literacy is a condition of democracy, and we offer it openly and for free.",
      },
      security: {
        title: "Safety",
        text: "Systems are assessed before and after deployment, with attention to bias, misuse and the most vulnerable people. When in doubt, caution.",
      },
    },
    evidence: {
      label: "What we have learnt",
      quote:
        "In every audit we have carried out, the most serious biases were not hidden in the algorithm, but in the data and in the questions nobody asked before building it.",
      cite: "EthicsI annual audit report, 2024",
    },
    commitments: {
      eyebrow: "Commitments",
      title: "What we commit to",
      items: [
        {
          title: "Open our work",
          text: "We publish code under free licences and texts under open licences, from day one.",
        },
        {
          title: "Audit ourselves first",
          text: "We audit our own systems and publish the results, even when they do not flatter us.",
        },
        {
          title: "Decide together",
          text: "We make important decisions in a participatory way and record who decides what.",
        },
        {
          title: "Care for the planet",
          text: "We measure and reduce the energy use of everything we build.",
        },
      ],
    },
    cta: {
      title: "Join the manifesto",
      text: "This manifesto is a starting point. We review it every year in an open assembly and welcome proposals from anyone. If you share these ideas, sign it and take it into your own surroundings.",
      sign: "Sign the manifesto",
      explore: "Explore the platforms",
      share: "Share",
      shareTitle: "The Simbiosis manifesto",
      shareText: "For a symbiotic artificial intelligence: ethical, distributed, educational and safe.",
    },
  },
);
