import { TextWithPart } from '@/components/text-with-part'
import { estatePagePhoto } from './estate-page-photo'
import { estatePageMessages } from './messages'
import type { Estate } from './estate-schema'
import { langOf } from '@/lib/data-language'

/** The page's photo, its largest paint, under the estate's place, title and segment. */
export function EstateHeader({
  estate,
  onPhotoShown,
}: {
  estate: Estate
  onPhotoShown: (event: { currentTarget: HTMLImageElement }) => void
}) {
  return (
    <header className="relative mx-0 overflow-hidden sm:mx-8 sm:rounded-box">
      <img
        {...estatePagePhoto(estate)}
        width={1200}
        height={800}
        alt=""
        fetchPriority="high"
        onLoad={onPhotoShown}
        onError={onPhotoShown}
        className="bg-base-300 aspect-[4/3] max-h-[560px] w-full object-cover sm:aspect-[16/8]"
      />
      <div className="from-primary/90 via-primary/40 absolute inset-0 bg-gradient-to-t to-transparent print:hidden" />
      <div className="text-primary-content print:text-base-content absolute inset-x-6 bottom-8 sm:inset-x-12 sm:bottom-12 print:static print:pt-6">
        <p
          className="text-gold text-xs font-semibold tracking-[0.3em] uppercase"
          lang={langOf(estate.translation, 'location')}
        >
          {estate.location}
        </p>
        <h1
          className="mt-3 max-w-3xl text-3xl sm:text-5xl"
          lang={langOf(estate.translation, 'title')}
        >
          {estate.title}
        </h1>
        <p className="text-primary-content/90 mt-3 text-lg">
          <TextWithPart
            text={estatePageMessages.segment(estate.segment)}
            part={estate.segment}
            lang={langOf(estate.translation, 'segment')}
          />
        </p>
      </div>
    </header>
  )
}
