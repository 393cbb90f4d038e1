/** The shape of a dictionary: the same keys as the Spanish reference, every leaf a string. */
export type Dict<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Dict<U>[]
    : { [K in keyof T]: Dict<T[K]> };

/** One section of the interface text in both languages; a key missing in `en` fails the type check. */
export function bilingual<T extends object>(es: T, en: Dict<T>): { es: T; en: Dict<T> } {
  return { es, en };
}
