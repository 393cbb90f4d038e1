import { notFound } from "../../content/http.ts";

/** Any URL no route claims: a 404 page (HTTP 404) in the visitor's language. */
export function loader(): never {
  notFound();
}

export default function NotFoundRoute() {
  return null;
}
