import { describe, expect, it } from "vitest";
import { addressesTheSite } from "./addressing.server.ts";

describe("a question that speaks to the initiative", () => {
  it.each([
    ["en", "is your software free to use"],
    ["en", "Do you keep the questions people ask?"],
    ["en", "what do you guys think about facial recognition"],
    ["es", "¿Puedo usar vuestros textos en mi blog?"],
    ["es", "que os parece la regulacion europea"],
    ["es", "¿Cómo elegís los proyectos?"],
    ["es", "como financiais el laboratorio"],
    ["es", "¿tenéis oficina en Lima?"],
    ["es", "que haceis con los datos de los talleres"],
    ["es", "¿ustedes cobran por las auditorías?"],
  ] as const)("%s: %s", (lang, question) => {
    expect(addressesTheSite(question, lang)).toBe(true);
  });

  it.each([
    ["en", "What is the capital of Australia?"],
    ["en", "Can you recommend a cheap hotel in Lisbon?"],
    ["en", "how do I reset my netflix password"],
    ["es", "¿Cuál es el país más poblado de Europa?"],
    ["es", "análisis de sangre en ayunas"],
    ["es", "la crisis de la vivienda"],
    ["es", "seis consejos para dormir mejor"],
    ["es", "¿Me recomiendas una buena película de miedo?"],
    ["es", "¿qué OS es mejor para programar?"],
  ] as const)("not %s: %s", (lang, question) => {
    expect(addressesTheSite(question, lang)).toBe(false);
  });
});
