import { bilingual } from "../types.ts";

/** The dedication page (/message). */
export const message = bilingual(
  {
    metaTitle: "Dedicatoria",
    metaDescription: "Una dedicatoria personal a quienes hicieron posible Simbiosis.",
    eyebrow: "Dedicatoria",
    title: "A quienes nos enseñaron a preguntar",
    paragraphs: [
      "A mi madre, que me enseñó que una buena pregunta vale más que cien respuestas rápidas, y que nunca aceptó un «siempre se ha hecho así».",
      "A las bibliotecarias, maestras y vecinas que abrieron sus espacios a nuestros primeros talleres cuando todavía no sabíamos muy bien qué queríamos contar.",
      "A cada persona que ha escrito una línea de código, traducido un párrafo o señalado un error en este proyecto sin pedir nada a cambio.",
      "Y a quienes todavía no conocemos: las personas que un día usarán estas herramientas y tendrán todo el derecho a exigir que las entendamos, que las expliquemos y que respondamos por ellas.",
      "Este trabajo es vuestro.",
    ],
    signature: "Lucía Ferrer, en nombre de la comunidad Simbiosis",
    back: "Volver al inicio",
  },
  {
    metaTitle: "Dedication",
    metaDescription: "A personal dedication to the people who made Simbiosis possible.",
    eyebrow: "Dedication",
    title: "To those who taught us to ask",
    paragraphs: [
      "To my mother, who taught me that one good question is worth more than a hundred quick answers, and who never accepted “that's how it's always been done”.",
      "To the librarians, teachers and neighbours who opened their doors to our first workshops when we were still not quite sure what we wanted to say.",
      "To everyone who has written a line of code, translated a paragraph or pointed out a mistake in this project without asking for anything in return.",
      "And to those we have not met yet: the people who will one day use these tools and will have every right to demand that we understand them, explain them and answer for them.",
      "This work is yours.",
    ],
    signature: "Lucía Ferrer, on behalf of the Simbiosis community",
    back: "Back to home",
  },
);
