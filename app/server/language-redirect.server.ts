import type http from "node:http";
import { EN_PREFIX, languageQueryRedirect, routeNameRedirect } from "../content/addresses.ts";
import { cookieLang } from "../i18n/detect.ts";

/*
 * The redirects that follow from each language having its own address (app/content/addresses.ts),
 * answered before the response cache and the router, so no cached page ever depends on them:
 * - an old `?lang=es|en` address → 301 to the page in that language (the rest of the query kept);
 * - `/en` → 301 `/en/` (one address for the English home);
 * - a fixed screen named in the other language (`/en/manifiesto`, `/manifesto`) → 301 to its name in the
 *   address's language (app/content/route-names.ts), the rest of the path and the query kept;
 * - `/` for a visitor who chose English with the selector (the cookie) → 302 `/en/`. Nothing else
 *   reads the cookie: a page's address alone decides its language, so search engines see both.
 */

function send(
  res: http.ServerResponse,
  status: 301 | 302,
  location: string,
  headers: http.OutgoingHttpHeaders = {},
) {
  // The request id and security headers are added by the server's response (http/answer-headers.server.ts).
  res.writeHead(status, {
    location,
    "content-length": 0,
    "cache-control": status === 301 ? "public, max-age=86400" : "private, no-store",
    ...headers,
  });
  res.end();
}

/** Answers the request with a redirect and returns true, or returns false to let it through. */
export function redirectForLanguage(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const raw = req.url ?? "/";
  if (raw === "/") {
    if (cookieLang(req.headers.cookie ?? null) !== "en") return false;
    send(res, 302, `${EN_PREFIX}/`, { vary: "Cookie" });
    return true;
  }
  if (raw === EN_PREFIX) {
    send(res, 301, `${EN_PREFIX}/`);
    return true;
  }
  const renamed = routeNameRedirect(raw);
  if (renamed !== undefined) {
    send(res, 301, languageQueryRedirect(new URL(renamed, "http://x")) ?? renamed);
    return true;
  }
  if (!raw.includes("lang=")) return false;
  let url: URL;
  try {
    url = new URL(raw, "http://x");
  } catch {
    return false;
  }
  // The router's data requests (`*.data`) follow the document's address; they never carry a choice.
  if (url.pathname.endsWith(".data")) return false;
  const target = languageQueryRedirect(url);
  if (target === undefined) return false;
  send(res, 301, target);
  return true;
}
