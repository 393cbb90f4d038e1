/*
 * Every cookie and browser-storage key the site sets, and how long the cookies live: one place, so the
 * data inventory (data-inventory.ts) names exactly what the code uses. A new key goes here first;
 * tests/integration/data-inventory.test.ts fails when browser code stores under a name that is not here,
 * or when a name here is not in the inventory. Small on purpose: public pages import it.
 */

/** The visitor's language choice (the server reads it to send `/` to `/en/`). */
export const LANG_COOKIE = "lang";
export const LANG_COOKIE_DAYS = 365;
/** The editors' browser session: HttpOnly, SameSite=Strict, sent only to /api/auth. */
export const SESSION_COOKIE = "simbiosis_session";
export const SESSION_DAYS = 30;

/** localStorage: the language choice again, read where the cookie is not. */
export const LANG_STORAGE_KEY = "lang";
/** localStorage: "1" once the "this page is available in …" notice was closed. */
export const LANG_NOTICE_KEY = "lang-notice-dismissed";
/** localStorage: the /chatbot visit counter (docs/product.md "Business constants"). */
export const VISITS_KEY = "value";
/** sessionStorage: the editing area's access token (the key the original client used). */
export const TOKEN_KEY = "accessToken";
/** sessionStorage: edits of the page being edited not yet saved. */
export const DRAFT_KEY = "admin:draft";
