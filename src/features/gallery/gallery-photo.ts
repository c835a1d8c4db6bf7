import { imageWidths } from '@/config/constants'

/** One photo of a gallery: its address and the words that describe it. */
export type GalleryPhoto = { src: string; alt: string }

/**
 * The viewer's sources for a photo: our own photos come at every exported width (3:2), so a phone
 * downloads the small one; any other address is used as it is.
 */
export function viewerSources({ src }: GalleryPhoto) {
  const match = /^(\/images\/.+)-\d+\.(avif|webp|jpg|png)$/.exec(src)
  if (!match) return { src }
  const [, base, extension] = match
  return {
    src,
    srcSet: imageWidths.estate.map((width) => ({
      src: `${base}-${width}.${extension}`,
      width,
      height: Math.round((width * 2) / 3),
    })),
  }
}
