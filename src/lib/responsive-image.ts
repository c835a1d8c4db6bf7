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

/**
 * Starts a photo's download before the element that draws it exists. With the element's own srcset
 * and sizes the browser picks the same file, which the element then finds downloaded.
 */
export function preloadImage({
  src,
  srcSet,
  sizes,
}: {
  src: string
  srcSet?: string
  sizes: string
}) {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = src
  if (srcSet) {
    link.imageSrcset = srcSet
    link.imageSizes = sizes
  }
  link.fetchPriority = 'high'
  document.head.append(link)
}
