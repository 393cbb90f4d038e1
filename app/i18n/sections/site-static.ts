/* The sections of the fixed-copy screens, gathered so dictionaries.ts needs one import line for them. */
export { about } from "./about.ts";
export { designSystem } from "./designSystem.ts";
export { example } from "./example.ts";
export { home } from "./home.ts";
export { labs } from "./labs.ts";
export { manifesto } from "./manifesto.ts";
export { message } from "./message.ts";
export { platforms } from "./platforms.ts";
