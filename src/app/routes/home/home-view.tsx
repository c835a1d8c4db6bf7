import type { ReactNode } from 'react'
import { collectionMessages } from '@/features/estates/messages'
import { ShowcaseCarousel } from '@/features/estates/showcase-carousel'
import { titleOf } from '../../pages'

// The same elements every time: the carousel and the introduction are not drawn again while the
// visitor searches.
const showcase = (
  <>
    <h1 className="sr-only">{collectionMessages.siteHeading}</h1>
    <ShowcaseCarousel />
  </>
)
const introduction = (
  <div className="mx-auto mb-14 max-w-2xl text-center">
    <p className="text-gold-deep text-xs font-semibold tracking-[0.3em] uppercase">
      {collectionMessages.eyebrow}
    </p>
    <h2 id="estates-heading" className="mt-3 text-4xl sm:text-5xl">
      {collectionMessages.heading}
    </h2>
    <p className="text-base-content/75 mt-5 text-lg">{collectionMessages.intro}</p>
  </div>
)

/** The name of the static shell's estates, kept on screen until the app has the data. */
export const estatesShellPart = 'estates'

/** The page around the search and the estates: the app's page and its first screen (shell.tsx). */
export function HomeView({ panel, children }: { panel: ReactNode; children: ReactNode }) {
  return (
    <>
      <title>{titleOf('home')}</title>
      {showcase}
      <section aria-labelledby="estates-heading" className="px-5 pt-20 sm:px-8">
        {introduction}
        {panel}
        {children}
      </section>
    </>
  )
}
