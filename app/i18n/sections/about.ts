import { bilingual } from "../types.ts";

/** The about page (/acerca). */
export const about = bilingual(
  {
    metaTitle: "Acerca de",
    metaDescription:
      "Quiénes somos, cómo colaboramos personas e IA en Simbiosis, qué aportó un asistente de IA a este sitio y con qué tecnología está hecho.",
    hero: {
      eyebrow: "Acerca de",
      title: "Una comunidad que construye la IA que quiere tener",
      lead: "Simbiosis reúne a personas de la investigación, la ingeniería, la educación, el cooperativismo y la acción social alrededor de una idea sencilla: la tecnología debe estar al servicio de las comunidades.",
    },
    mission: {
      eyebrow: "Misión",
      title: "Por qué existimos",
      paragraphs: [
        "Nacimos en 2024 como respuesta a una inquietud compartida: la inteligencia artificial se estaba decidiendo lejos de las personas a las que más afecta. Queríamos un espacio donde investigar, construir y aprender juntas, sin depender de los intereses de ningún proveedor.",
        "Hoy trabajamos a través de tres plataformas y un laboratorio experimental, con un manifiesto que revisamos cada año en asamblea y un compromiso firme con el código libre y el conocimiento abierto.",
      ],
    },
    comparison: {
      eyebrow: "Colaboración",
      title: "Personas e IA, cada cual en lo suyo",
      intro:
        "La simbiosis funciona cuando cada parte hace lo que mejor sabe hacer y nadie se esconde detrás de la otra.",
      human: {
        title: "Lo que aportan las personas",
        items: [
          "Juicio ético y responsabilidad sobre cada decisión",
          "Conocimiento del contexto y de las personas afectadas",
          "Creatividad, intuición y sentido crítico",
          "La última palabra sobre lo que se publica",
        ],
      },
      ai: {
        title: "Lo que aporta la IA",
        items: [
          "Rapidez para explorar alternativas y borradores",
          "Análisis de grandes volúmenes de información",
          "Constancia en tareas repetitivas y comprobaciones",
          "Sugerencias que las personas revisan, corrigen o descartan",
        ],
      },
    },
    assistant: {
      eyebrow: "Transparencia",
      title: "Un asistente de IA como colaborador",
      text: "Este sitio se ha hecho con la ayuda de un asistente de inteligencia artificial. Lo decimos porque creemos en la transparencia sobre cómo se hace el trabajo. Todo lo que aportó lo revisaron y aprobaron personas del equipo, que responden de lo publicado.",
      areasTitle: "En qué ha contribuido",
      design: {
        title: "Diseño",
        text: "Propuestas de identidad visual, tipografía, colores accesibles y componentes.",
      },
      architecture: {
        title: "Arquitectura",
        text: "Borradores de la estructura del código, del modelo de páginas y de la API.",
      },
      ux: {
        title: "Experiencia de uso",
        text: "Navegación clara, textos en dos idiomas y accesibilidad desde el primer día.",
      },
      optimization: {
        title: "Optimización",
        text: "Páginas ligeras, renderizadas en el servidor, sin recursos externos ni rastreadores.",
      },
      quote:
        "No queremos máquinas que piensen por nosotras, sino herramientas que nos ayuden a pensar juntas.",
      quoteCite: "Filosofía de trabajo de Simbiosis",
    },
    stack: {
      eyebrow: "Tecnología",
      title: "Con qué está hecho",
      intro: "Software libre de principio a fin, elegido para durar y para funcionar en servidores modestos.",
      react: {
        name: "React y React Router",
        text: "Interfaz renderizada en el servidor y navegación rápida.",
      },
      typescript: {
        name: "TypeScript",
        text: "Tipos estrictos: los textos de los dos idiomas se comprueban.",
      },
      node: { name: "Node.js y Fastify", text: "Un único proceso sirve el sitio, la API y los archivos." },
      database: { name: "SQLite y PostgreSQL", text: "Contenidos con historial: ningún cambio se pierde." },
    },
    calls: {
      title: "Sigue explorando",
      text: "Conoce los principios que nos guían o asómate a los experimentos en curso.",
      manifesto: "Leer el manifiesto",
      labs: "Visitar Labs",
    },
    social: {
      title: "Encuéntranos en la red",
    },
  },
  {
    metaTitle: "About",
    metaDescription:
      "Who we are, how people and AI collaborate at Simbiosis, what an AI assistant contributed to this site and the technology it is built with.",
    hero: {
      eyebrow: "About",
      title: "A community building the AI it wants to live with",
      lead: "Simbiosis brings together people from research, engineering, education, the cooperative movement and social action around one simple idea: technology should serve communities.",
    },
    mission: {
      eyebrow: "Mission",
      title: "Why we exist",
      paragraphs: [
        "We started in 2024 out of a shared concern: artificial intelligence was being decided far away from the people it affects most. We wanted a space to research, build and learn together, free from any vendor's interests.",
        "Today we work through three platforms and an experimental lab, with a manifesto we review every year in an open assembly and a firm commitment to free software and open knowledge.",
      ],
    },
    comparison: {
      eyebrow: "Collaboration",
      title: "People and AI, each doing what they do best",
      intro: "Symbiosis works when each side does what it does best and neither hides behind the other.",
      human: {
        title: "What people bring",
        items: [
          "Ethical judgement and responsibility for every decision",
          "Knowledge of the context and of the people affected",
          "Creativity, intuition and critical thinking",
          "The final say on what gets published",
        ],
      },
      ai: {
        title: "What AI brings",
        items: [
          "Speed in exploring alternatives and drafts",
          "Analysis of large amounts of information",
          "Consistency in repetitive tasks and checks",
          "Suggestions that people review, correct or discard",
        ],
      },
    },
    assistant: {
      eyebrow: "Transparency",
      title: "An AI assistant as collaborator",
      text: "This site was made with the help of an artificial intelligence assistant. We say so because we believe in being transparent about how the work gets done. Everything it contributed was reviewed and approved by people on the team, who answer for what is published.",
      areasTitle: "Where it contributed",
      design: {
        title: "Design",
        text: "Proposals for the visual identity, typography, accessible colours and components.",
      },
      architecture: {
        title: "Architecture",
        text: "Drafts of the code structure, the page model and the API.",
      },
      ux: {
        title: "User experience",
        text: "Clear navigation, copy in two languages and accessibility from day one.",
      },
      optimization: {
        title: "Optimisation",
        text: "Lightweight, server-rendered pages with no external resources and no trackers.",
      },
      quote: "We do not want machines that think for us, but tools that help us think together.",
      quoteCite: "The Simbiosis way of working",
    },
    stack: {
      eyebrow: "Technology",
      title: "What it is built with",
      intro: "Free software from end to end, chosen to last and to run on modest servers.",
      react: { name: "React and React Router", text: "Server-rendered interface and fast navigation." },
      typescript: { name: "TypeScript", text: "Strict types: the copy in both languages is checked." },
      node: { name: "Node.js and Fastify", text: "A single process serves the site, the API and the files." },
      database: { name: "SQLite and PostgreSQL", text: "Content with history: no change is ever lost." },
    },
    calls: {
      title: "Keep exploring",
      text: "Learn about the principles that guide us, or take a look at the experiments under way.",
      manifesto: "Read the manifesto",
      labs: "Visit Labs",
    },
    social: {
      title: "Find us online",
    },
  },
);
