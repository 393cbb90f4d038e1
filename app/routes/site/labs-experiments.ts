/** The experiments the labs screen shows, and the project page (its `Page` name) that tells each one's story. */
export type ExperimentKey = "bias" | "boolean" | "fractal";

export const EXPERIMENT_PROJECTS: Readonly<Record<ExperimentKey, string>> = {
  bias: "detector-de-sesgos",
  boolean: "modelo-algebra-booleana",
  fractal: "marco-tensorial-fractal",
};
