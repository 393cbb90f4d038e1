import { data } from "react-router";

/** Thrown by loaders for an unknown URL: the root error boundary shows a 404 page in the visitor's language. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
