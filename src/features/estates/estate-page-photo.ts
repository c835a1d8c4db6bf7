import { imageWidths } from '@/config/constants'
import { responsiveSources } from '@/lib/responsive-image'
import type { Estate } from './estate-schema'

/**
 * The estate page's header photo: one definition for its <img> and for the preload that starts it
 * early (the boot path preloads it), so the browser picks the same file for both.
 */
export function estatePagePhoto(estate: Estate) {
  return {
    ...responsiveSources(estate.image, imageWidths.estate),
    sizes: '(min-width: 1384px) 1256px, 100vw',
  }
}
