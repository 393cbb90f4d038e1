/**
 * HTML that went through the server's sanitiser (app/server/html/sanitize.server.ts). Only the sanitiser
 * makes one, and <RichText> renders only these, so store values can never reach the page raw.
 */
export type SafeHtml = string & { readonly __sanitised: true };
