import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { MIN_FILL_MS } from "../content/forms.ts";

/*
 * The forms' proof of work (ALTCHA v2, SHA-256 in the browser's WebCrypto): fetched and solved when a visitor
 * starts filling a form, loaded only then (a dynamic import), so no page pays for it up front. No cookie:
 * the challenge is signed by the server and sent back with the form.
 */

export interface SolvedChallenge {
  /** base64 of { challenge, solution }: the form's `altcha` value. */
  payload: string;
  /** When the challenge was fetched (the server's time trap counts from its own issue time). */
  fetchedAt: number;
  /** How long the server wants a form filled in for, from the challenge (FORM_MIN_FILL_MS). */
  minFillMs: number;
}

export async function solveFormChallenge(): Promise<SolvedChallenge> {
  const fetchedAt = Date.now();
  const res = await fetch("/api/forms/challenge", { cache: "no-store" });
  if (!res.ok) throw new Error(`challenge: HTTP ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge: not solved");
  const minFillMs = Number(challenge.parameters.data?.minFillMs ?? MIN_FILL_MS);
  return {
    payload: btoa(JSON.stringify({ challenge, solution })),
    fetchedAt,
    minFillMs: Number.isFinite(minFillMs) ? minFillMs : MIN_FILL_MS,
  };
}
