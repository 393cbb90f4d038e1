import { bilingual } from "../types.ts";

/** The platforms overview (/plataformas) and the three platform landing pages. */
export const platforms = bilingual(
  {
    metaTitle: "Plataformas",
    metaDescription:
      "EthicsI, InnvaLab y Harmonia: investigación ética, innovación abierta y cooperativa comunitaria, tres plataformas que trabajan juntas.",
    hero: {
      eyebrow: "Plataformas",
      title: "Tres plataformas, un mismo propósito",
      lead: "La investigación, el desarrollo y la implementación se alimentan mutuamente. Cada plataforma de Simbiosis se ocupa de una parte y comparte lo que aprende con las demás.",
    },
    cards: {
      title: "Conoce cada plataforma",
      featuresLabel: "Áreas de trabajo",
      visit: "Visitar",
      ethicsi: {
        name: "EthicsI",
        kicker: "Fundación de ética e investigación",
        text: "Investigación académica y auditorías independientes para que las decisiones sobre IA se apoyen en conocimiento riguroso, público y verificable.",
        features: ["Auditorías", "Investigación", "Publicaciones abiertas", "Formación"],
      },
      innvalab: {
        name: "InnvaLab",
        kicker: "Laboratorio de innovación abierta",
        text: "Prototipos que se pueden probar, romper y mejorar: modelos pequeños, interpretables y eficientes, con el código publicado desde el primer día.",
        features: ["Modelos eficientes", "Interpretabilidad", "Infraestructura comunitaria", "Código libre"],
      },
      harmonia: {
        name: "Harmonia",
        kicker: "Consultoría y cooperativa comunitaria",
        text: "Acompañamiento sin ánimo de lucro para organizaciones que se plantean usar IA: diagnóstico, adopción responsable y gobernanza participativa.",
        features: ["Diagnóstico", "Acompañamiento", "Gobernanza", "Talleres"],
      },
    },
    flow: {
      eyebrow: "Cómo trabajamos",
      title: "Del conocimiento a la comunidad",
      intro: "Cada proyecto recorre tres etapas, y lo que se aprende en la última vuelve a la primera.",
      research: {
        title: "Investigación",
        text: "EthicsI formula las preguntas, estudia los riesgos y define métodos abiertos de evaluación.",
      },
      development: {
        title: "Desarrollo",
        text: "InnvaLab construye herramientas y prototipos que aplican esos métodos y los pone a prueba.",
      },
      implementation: {
        title: "Implementación",
        text: "Harmonia lleva las herramientas a organizaciones reales y devuelve lo aprendido sobre el terreno.",
      },
    },
    impact: {
      eyebrow: "Impacto",
      title: "El cambio que buscamos",
      items: [
        "Organizaciones sociales que deciden sobre la IA con información y sin depender de un proveedor.",
        "Auditorías públicas que cualquiera puede leer, repetir y discutir.",
        "Herramientas libres que funcionan en equipos modestos y consumen poca energía.",
        "Personas de todas las edades capaces de entender y cuestionar los sistemas que les afectan.",
        "Una comunidad que decide en abierto y documenta sus decisiones.",
      ],
    },
    stats: {
      title: "Simbiosis en cifras",
      platforms: "plataformas coordinadas",
      collaboration: "colaboración abierta",
      vision: "visión compartida",
    },
    cta: {
      title: "¿Te sumas?",
      text: "Lee los principios que guían nuestro trabajo o cuéntanos cómo te gustaría colaborar.",
      manifesto: "Leer el manifiesto",
      contact: "Contactar",
    },
    landing: {
      others: "Otras plataformas",
      ethicsi: "Ver todas las plataformas",
      innvalab: "Ver proyectos",
      harmonia: "Ver productos",
    },
  },
  {
    metaTitle: "Platforms",
    metaDescription:
      "EthicsI, InnvaLab and Harmonia: ethical research, open innovation and a community cooperative, three platforms working together.",
    hero: {
      eyebrow: "Platforms",
      title: "Three platforms, one purpose",
      lead: "Research, development and implementation feed each other. Each Simbiosis platform looks after one part and shares what it learns with the others.",
    },
    cards: {
      title: "Get to know each platform",
      featuresLabel: "Areas of work",
      visit: "Visit",
      ethicsi: {
        name: "EthicsI",
        kicker: "Ethics and research foundation",
        text: "Academic research and independent audits, so that decisions about AI rest on rigorous, public and verifiable knowledge.",
        features: ["Audits", "Research", "Open publications", "Training"],
      },
      innvalab: {
        name: "InnvaLab",
        kicker: "Open innovation lab",
        text: "Prototypes that can be tried, broken and improved: small, interpretable and efficient models, with the code published from day one.",
        features: ["Efficient models", "Interpretability", "Community infrastructure", "Free software"],
      },
      harmonia: {
        name: "Harmonia",
        kicker: "Consultancy and community cooperative",
        text: "Non-profit support for organisations considering AI: assessment, responsible adoption and participatory governance.",
        features: ["Assessment", "Support", "Governance", "Workshops"],
      },
    },
    flow: {
      eyebrow: "How we work",
      title: "From knowledge to community",
      intro:
        "Every project goes through three stages, and what we learn in the last one flows back into the first.",
      research: {
        title: "Research",
        text: "EthicsI asks the questions, studies the risks and defines open assessment methods.",
      },
      development: {
        title: "Development",
        text: "InnvaLab builds the tools and prototypes that apply those methods, and puts them to the test.",
      },
      implementation: {
        title: "Implementation",
        text: "Harmonia takes the tools to real organisations and brings back what it learns in the field.",
      },
    },
    impact: {
      eyebrow: "Impact",
      title: "The change we are after",
      items: [
        "Non-profits that make informed decisions about AI without depending on a vendor.",
        "Public audits that anyone can read, repeat and discuss.",
        "Free tools that run on modest hardware and use little energy.",
        "People of all ages able to understand and question the systems that affect them.",
        "A community that decides in the open and records its decisions.",
      ],
    },
    stats: {
      title: "Simbiosis in numbers",
      platforms: "coordinated platforms",
      collaboration: "open collaboration",
      vision: "shared vision",
    },
    cta: {
      title: "Will you join us?",
      text: "Read the principles that guide our work, or tell us how you would like to take part.",
      manifesto: "Read the manifesto",
      contact: "Get in touch",
    },
    landing: {
      others: "Other platforms",
      ethicsi: "See all platforms",
      innvalab: "See projects",
      harmonia: "See products",
    },
  },
);
