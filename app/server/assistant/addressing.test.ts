import { describe, expect, it } from "vitest";
import { addressesTheSite } from "./addressing.server.ts";

describe("whether a question speaks to the initiative", () => {
  it.each([
    ["en", "is your software free to use", true],
    ["en", "Do you keep the questions people ask?", true],
    ["en", "what do you guys think about facial recognition", true],
    ["es", "¿Puedo usar vuestros textos en mi blog?", true],
    ["es", "que os parece la regulacion europea", true],
    ["es", "¿Cómo elegís los proyectos?", true],
    ["es", "como financiais el laboratorio", true],
    ["es", "¿tenéis oficina en Lima?", true],
    ["es", "que haceis con los datos de los talleres", true],
    ["es", "¿ustedes cobran por las auditorías?", true],
    ["en", "What is the capital of Australia?", false],
    ["en", "Can you recommend a cheap hotel in Lisbon?", false],
    ["en", "how do I reset my netflix password", false],
    ["es", "¿Cuál es el país más poblado de Europa?", false],
    ["es", "análisis de sangre en ayunas", false],
    ["es", "la crisis de la vivienda", false],
    ["es", "seis consejos para dormir mejor", false],
    ["es", "¿Me recomiendas una buena película de miedo?", false],
    ["es", "¿qué OS es mejor para programar?", false],
  ] as const)("%s: %s → %s", (lang, question, speaks) => {
    expect(addressesTheSite(question, lang)).toBe(speaks);
  });
});
