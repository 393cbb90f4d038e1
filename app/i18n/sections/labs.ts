import { bilingual } from "../types.ts";

/** The experimental space (/labs). */
export const labs = bilingual(
  {
    metaTitle: "Labs",
    metaDescription:
      "Labs es el espacio experimental de Simbiosis: experimentos en curso con su estado real, demostraciones y formas de colaborar.",
    hero: {
      eyebrow: "Labs",
      title: "Experimentos abiertos para una IA que se entiende",
      lead: "Aquí probamos ideas antes de que sean proyectos: con el código a la vista, el estado real de cada experimento y la puerta abierta a quien quiera participar.",
      anchor: "Ver los experimentos",
    },
    features: {
      eyebrow: "Qué hacemos",
      title: "Tres formas de trabajar",
      experimentation: {
        title: "Experimentación",
        text: "Formulamos hipótesis pequeñas y las comprobamos con datos abiertos. Publicamos también lo que no funciona.",
      },
      prototyping: {
        title: "Prototipado",
        text: "Convertimos las ideas prometedoras en prototipos usables lo antes posible, para aprender con personas reales.",
      },
      demonstration: {
        title: "Demostración",
        text: "Enseñamos los resultados en demostraciones interactivas que cualquiera puede probar y criticar.",
      },
    },
    experiments: {
      eyebrow: "En curso",
      title: "Experimentos",
      progress: "Progreso",
      status: "Estado",
      viewProject: "Ver el proyecto",
      viewProjectOf: "Ver el proyecto: {title}",
      statuses: {
        development: "En Desarrollo",
        beta: "En pruebas beta",
        research: "Investigación",
      },
      bias: {
        title: "Detector de sesgos",
        text: "Herramienta que compara las decisiones de un sistema entre grupos de población y explica las diferencias en lenguaje claro.",
      },
      boolean: {
        title: "Modelo basado en álgebra booleana",
        text: "Un clasificador construido con reglas lógicas legibles: cada decisión se puede seguir paso a paso.",
      },
      fractal: {
        title: "Marco tensorial fractal semántico",
        text: "Investigación sobre representaciones del significado que conservan la estructura a distintas escalas.",
      },
    },
    demos: {
      eyebrow: "Pruébalo",
      title: "Demostraciones",
      soon: "Próximamente",
      core: {
        title: "Módulo núcleo",
        text: "La base común de nuestros prototipos: carga de datos, registro de energía y trazas explicables.",
      },
      tensor: {
        title: "Módulo de transformación tensorial",
        text: "Visualiza cómo cambian las representaciones de un texto al pasar por cada capa del modelo.",
      },
      chatbot: {
        title: "Chatbot experimental",
        text: "Conversa con nuestro asistente de pruebas y descubre qué sabe hacer y qué no.",
        link: "Probar el chatbot",
      },
    },
    collaboration: {
      title: "Colabora con Labs",
      text: "¿Tienes una idea, un conjunto de datos o ganas de probar prototipos? Buscamos personas que programen, investiguen, diseñen y pregunten.",
      contact: "Proponer una colaboración",
      github: "Ver el código en GitHub",
    },
    newsletter: {
      title: "Boletín de Labs",
      text: "Un correo al mes con los avances de los experimentos, sin rastreadores ni publicidad.",
      label: "Correo electrónico",
      placeholder: "nombre@ejemplo.org",
      submit: "Suscribirse",
    },
  },
  {
    metaTitle: "Labs",
    metaDescription:
      "Labs is the experimental space of Simbiosis: ongoing experiments with their real status, demos and ways to collaborate.",
    hero: {
      eyebrow: "Labs",
      title: "Open experiments for AI you can understand",
      lead: "This is where we try out ideas before they become projects: with the code in plain sight, the real status of every experiment and the door open to anyone who wants to take part.",
      anchor: "See the experiments",
    },
    features: {
      eyebrow: "What we do",
      title: "Three ways of working",
      experimentation: {
        title: "Experimentation",
        text: "We state small hypotheses and test them with open data. We publish what does not work, too.",
      },
      prototyping: {
        title: "Prototyping",
        text: "We turn promising ideas into usable prototypes as early as possible, to learn from real people.",
      },
      demonstration: {
        title: "Demonstration",
        text: "We show the results in interactive demos that anyone can try out and criticise.",
      },
    },
    experiments: {
      eyebrow: "Ongoing",
      title: "Experiments",
      progress: "Progress",
      status: "Status",
      viewProject: "See the project",
      viewProjectOf: "See the project: {title}",
      statuses: {
        development: "In Development",
        beta: "Beta Testing",
        research: "Research",
      },
      bias: {
        title: "Bias detector",
        text: "A tool that compares a system's decisions across population groups and explains the differences in plain language.",
      },
      boolean: {
        title: "Boolean-algebra-based model",
        text: "A classifier built from readable logical rules: every decision can be followed step by step.",
      },
      fractal: {
        title: "Semantic fractal tensor framework",
        text: "Research into representations of meaning that keep their structure across different scales.",
      },
    },
    demos: {
      eyebrow: "Try it",
      title: "Demos",
      soon: "Coming soon",
      core: {
        title: "Core module",
        text: "The shared base of our prototypes: data loading, energy logging and explainable traces.",
      },
      tensor: {
        title: "Tensor transformation module",
        text: "See how the representation of a text changes as it passes through each layer of the model.",
      },
      chatbot: {
        title: "Experimental chatbot",
        text: "Talk to our test assistant and find out what it can and cannot do.",
        link: "Try the chatbot",
      },
    },
    collaboration: {
      title: "Collaborate with Labs",
      text: "Do you have an idea, a dataset or the urge to try out prototypes? We are looking for people who code, research, design and ask questions.",
      contact: "Propose a collaboration",
      github: "See the code on GitHub",
    },
    newsletter: {
      title: "Labs newsletter",
      text: "One e-mail a month with news from the experiments, with no trackers and no advertising.",
      label: "E-mail address",
      placeholder: "name@example.org",
      submit: "Subscribe",
    },
  },
);
