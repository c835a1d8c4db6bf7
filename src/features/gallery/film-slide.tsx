import type { GalleryExtras } from './gallery-photo'
import { viewerMessages } from './messages'

type Film = NonNullable<GalleryExtras['film']>

/**
 * The estate's film in the viewer: the browser's own player, with captions where given (the
 * library's video plugin writes no <track>). Nothing but the poster loads until it is played; it
 * stops when its tab or the viewer closes.
 */
export function FilmSlide({ film, title }: { film: Film; title: string }) {
  const captionsLanguage = film.captionsLang ?? viewerMessages.language
  return (
    // Captions are a <track> when the estate's file gives them; a film may come without.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      controls
      playsInline
      preload="none"
      poster={film.poster}
      width={960}
      height={540}
      aria-label={viewerMessages.film(title)}
      className="gallery-film"
    >
      {film.sources.map((src) => (
        <source key={src} src={src} type={src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
      ))}
      {film.captions ? (
        <track
          kind="captions"
          src={film.captions}
          srcLang={captionsLanguage}
          label={viewerMessages.captions[captionsLanguage]}
          default
        />
      ) : null}
    </video>
  )
}
