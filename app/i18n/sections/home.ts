import { bilingual } from "../types.ts";

/** The home page (/ and /home). */
export const home = bilingual(
  {
    metaTitle: "Inicio",
    metaDescription:
      "Simbiosis es una iniciativa comunitaria por una inteligencia artificial ética, segura y abierta: investigación, innovación, cooperativa y laboratorio experimental.",
    hero: {
      eyebrow: "Comunidad por una IA ética",
      title: "Inteligencia artificial al servicio de las personas, construida en comunidad",
      lead: "Investigamos, creamos herramientas abiertas y acompañamos a organizaciones para que la IA amplíe lo mejor de nosotras y nosotros, en lugar de sustituirlo.",
      manifesto: "Leer el manifiesto",
      platforms: "Conocer las plataformas",
      labs: "Explorar Labs",
    },
    platforms: {
      eyebrow: "Ecosistema",
      title: "Tres plataformas y un laboratorio",
      intro:
        "Cada espacio cubre una parte del camino, desde la pregunta ética hasta la herramienta que usa una comunidad.",
      more: "Descubrir",
      ethicsi: {
        name: "EthicsI",
        kicker: "Ética e investigación",
        text: "Fundación que investiga y audita sistemas de IA con métodos abiertos y verificables.",
      },
      innvalab: {
        name: "InnvaLab",
        kicker: "Innovación abierta",
        text: "Laboratorio que convierte principios en prototipos pequeños, eficientes y comprensibles.",
      },
      harmonia: {
        name: "Harmonia",
        kicker: "Cooperativa comunitaria",
        text: "Consultoría cooperativa que ayuda a organizaciones a adoptar la IA con criterio, o a no adoptarla.",
      },
      labs: {
        name: "Labs",
        kicker: "Experimentos",
        text: "Espacio experimental donde probamos ideas nuevas a la vista de todo el mundo.",
      },
    },
    mission: {
      eyebrow: "Misión",
      title: "Lo que nos mueve",
      intro:
        "Queremos que las decisiones sobre inteligencia artificial se tomen con conocimiento, en abierto y con las personas afectadas en la mesa.",
      research: {
        title: "Investigación",
        text: "Estudiamos la equidad, la interpretabilidad y el impacto social de la IA, y publicamos métodos y datos.",
      },
      education: {
        title: "Educación",
        text: "Ofrecemos talleres gratuitos de alfabetización en IA para bibliotecas, escuelas y asociaciones.",
      },
      collaboration: {
        title: "Colaboración",
        text: "Trabajamos con universidades, cooperativas y administraciones, y todo el código es libre.",
      },
      impact: {
        title: "Impacto",
        text: "Medimos lo que cambia en las comunidades que acompañamos, no solo lo que funciona en el laboratorio.",
      },
    },
    social: {
      title: "Síguenos y participa",
      text: "Publicamos el código, los avances y las convocatorias en abierto. Elige dónde prefieres seguirnos.",
    },
  },
  {
    metaTitle: "Home",
    metaDescription:
      "Simbiosis is a community initiative for ethical, safe and open artificial intelligence: research, innovation, a cooperative and an experimental lab.",
    hero: {
      eyebrow: "A community for ethical AI",
      title: "Artificial intelligence that serves people, built as a community",
      lead: "We research, build open tools and support organisations so that AI amplifies the best in us instead of replacing it.",
      manifesto: "Read the manifesto",
      platforms: "Meet the platforms",
      labs: "Explore Labs",
    },
    platforms: {
      eyebrow: "Ecosystem",
      title: "Three platforms and a lab",
      intro: "Each space covers part of the journey, from the ethical question to the tool a community uses.",
      more: "Discover",
      ethicsi: {
        name: "EthicsI",
        kicker: "Ethics and research",
        text: "A foundation that researches and audits AI systems with open, verifiable methods.",
      },
      innvalab: {
        name: "InnvaLab",
        kicker: "Open innovation",
        text: "A lab that turns principles into small, efficient and understandable prototypes.",
      },
      harmonia: {
        name: "Harmonia",
        kicker: "Community cooperative",
        text: "A cooperative consultancy that helps organisations adopt AI wisely, or decide not to.",
      },
      labs: {
        name: "Labs",
        kicker: "Experiments",
        text: "An experimental space where we try out new ideas in full view of everyone.",
      },
    },
    mission: {
      eyebrow: "Mission",
      title: "What drives us",
      intro:
        "We want decisions about artificial intelligence to be made with knowledge, in the open and with the people affected at the table.",
      research: {
        title: "Research",
        text: "We study fairness, interpretability and the social impact of AI, and publish our methods and data.",
      },
      education: {
        title: "Education",
        text: "We run free AI literacy workshops for libraries, schools and community groups.",
      },
      collaboration: {
        title: "Collaboration",
        text: "We work with universities, cooperatives and public bodies, and all of our code is free software.",
      },
      impact: {
        title: "Impact",
        text: "We measure what changes in the communities we support, not just what works in the lab.",
      },
    },
    social: {
      title: "Follow us and get involved",
      text: "We publish our code, progress and open calls in the open. Choose where you would like to follow us.",
    },
  },
);
