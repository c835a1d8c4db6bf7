import { imageWidths } from '@/config/constants'
import type { Language } from '@/config/languages'

/**
 * One photo of a gallery: its address and the words that describe it, with their language where
 * it is not the page's (`lang`: the data's English, for want of a translation).
 */
export type GalleryPhoto = { src: string; alt: string; lang?: string | undefined }

/**
 * What a gallery shows after the photos: one drawing per level with the level's name (its `lang`
 * as a photo's), a film (its files in order of preference, a poster, captions if any, with their
 * `captionsLang` where they are not in the page's language) and a provider's 3D tour.
 */
export type GalleryExtras = {
  floorPlans: readonly { src: string; label: string; lang?: string | undefined }[]
  film: {
    sources: readonly string[]
    poster: string
    captions?: string | undefined
    captionsLang?: Language | undefined
  } | null
  tour: { url: string; provider: string } | null
}

/** The viewer's tabs: the photos, or one of the extras. */
export type GallerySection = 'photos' | 'floorPlans' | 'film' | 'tour'

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
