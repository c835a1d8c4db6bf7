import plugin from 'tailwindcss/plugin'
import { carousel, LAYOUT_MAX_WIDTH_PX } from '../config/constants'

/**
 * The spec's sizes as Tailwind utilities (`max-w-layout`, `max-h-slide`), taken from
 * config/constants so the stylesheet and the code cannot drift apart (loaded by styles.css).
 */
export default plugin(() => {}, {
  theme: {
    extend: {
      maxWidth: { layout: `${LAYOUT_MAX_WIDTH_PX}px` },
      maxHeight: { slide: `${carousel.maxImageHeightPx}px` },
    },
  },
})
