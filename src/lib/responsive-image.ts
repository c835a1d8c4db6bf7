/**
 * Our own photos are exported at several widths as `name-{width}.avif`; for those we can offer a
 * srcset. Any other URL is used as it is.
 */
export function responsiveSources(src: string, widths: readonly number[]) {
  const match = /^(\/images\/.+)-\d+\.(avif|webp|jpg|png)$/.exec(src)
  if (!match) return { src }
  const [, base, extension] = match
  return {
    src,
    srcSet: widths.map((width) => `${base}-${width}.${extension} ${width}w`).join(', '),
  }
}
