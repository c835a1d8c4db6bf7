/**
 * A catalogue's shape in another language: every key of the English one, each text any string
 * (a `null`, as an available estate's badge, stays `null`), each function the same parameters,
 * lists as long as the English ones, and anything else (a number) of the same type.
 * `satisfies Translation<typeof en>` fails tsc on a missing or an extra key.
 */
export type Translation<T> = T extends string
  ? string
  : T extends null | undefined | number | boolean
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : { [K in keyof T]: Translation<T[K]> }
