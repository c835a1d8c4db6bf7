import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { PhotoStrip } from './photo-strip'

// As a French build draws the gallery (src/lib/data-language.ts's TRANSLATION), with the French
// catalogues (the build resolves each to its sibling: build/language-build.ts).
vi.hoisted(() => Object.assign(globalThis, { __SITE_LANGUAGE__: 'fr' }))
vi.mock('./messages', () => import('./messages.fr'))
vi.mock('./messages', () => import('./messages.fr'))

const photos = [
  { src: '/images/gallery/villa-0-1200.avif', alt: 'La villa au crépuscule' },
  { src: '/images/gallery/villa-1-1200.avif', alt: 'The salon at night', lang: 'en' },
]
const extras = {
  floorPlans: [
    { src: '/images/floor-plans/villa-ground.svg', label: 'Rez-de-chaussée' },
    { src: '/images/floor-plans/villa-upper.svg', label: 'Upper floor', lang: 'en' },
  ],
  film: {
    sources: ['/media/villa-film.webm'],
    poster: '/media/villa-film-poster.jpg',
    // Translated: in the page's language.
    captions: '/media/villa-film.fr.vtt',
  },
  tour: null,
}
const current = () => document.querySelector<HTMLElement>('.yarl__slide_current')!
const counterReads = (text: string) =>
  waitFor(() => expect(screen.getByText(/^\d+ \/ \d+$/)).toHaveTextContent(text))

describe('PhotoStrip, with words the data left in English', () => {
  it('marks an English alt as English in the thumbnail’s name and on the viewer’s image', async () => {
    render(<PhotoStrip title="Villa Azur" photos={photos} extras={extras} />)
    const [translated, english] = screen.getAllByRole('button', { name: /^Ouvrir la photo/ })
    expect(translated).toHaveAccessibleName('Ouvrir la photo 1 sur 2\u202f: La villa au crépuscule')
    expect(translated?.querySelector('[lang]')).toBeNull()
    expect(english).toHaveAccessibleName('Ouvrir la photo 2 sur 2\u202f: The salon at night')
    expect(english?.querySelector('[lang="en"]')).toHaveTextContent(/^The salon at night$/)

    fireEvent.click(english!)
    await counterReads('2 / 2')
    await waitFor(() =>
      expect(current().querySelector('img')).toHaveAttribute('alt', 'The salon at night'),
    )
    expect(current().querySelector('img')).toHaveAttribute('lang', 'en')
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' })
    await counterReads('1 / 2')
    await waitFor(() => expect(current().querySelector('img')).not.toHaveAttribute('lang'))
  })

  it('names an English level by itself, marked, and gives the film its captions’ language', async () => {
    render(<PhotoStrip title="Villa Azur" photos={photos} extras={extras} />)
    fireEvent.click(screen.getByRole('button', { name: 'Plans' }))
    await counterReads('1 / 2')
    expect(current().querySelector('img')).toHaveAttribute(
      'alt',
      'Plan de Villa Azur\u202f: Rez-de-chaussée',
    )
    expect(current().querySelector('[lang]')).toBeNull()
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' })
    await counterReads('2 / 2')
    await waitFor(() =>
      expect(current().querySelector('img')).toHaveAttribute('alt', 'Upper floor'),
    )
    expect(current().querySelector('img')).toHaveAttribute('lang', 'en')
    expect(current().querySelector('p[lang="en"]')).toHaveTextContent('Upper floor')

    fireEvent.click(screen.getByRole('button', { name: 'Vidéo' }))
    const track = await waitFor(() => {
      const found = document.querySelector('video track')
      expect(found).not.toBeNull()
      return found
    })
    expect(track).toHaveAttribute('src', '/media/villa-film.fr.vtt')
    expect(track).toHaveAttribute('srclang', 'fr')
    expect(track).toHaveAttribute('label', 'Français')
  })

  it('labels the data’s English captions as English, in French', async () => {
    const english = {
      ...extras.film,
      captions: '/media/villa-film.en.vtt',
      captionsLang: 'en' as const,
    }
    render(<PhotoStrip title="Villa Azur" photos={photos} extras={{ ...extras, film: english }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Voir la vidéo' }))
    const track = await waitFor(() => {
      const found = document.querySelector('video track')
      expect(found).not.toBeNull()
      return found
    })
    expect(track).toHaveAttribute('srclang', 'en')
    expect(track).toHaveAttribute('label', 'Anglais')
  })
})
