import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { PhotoStrip } from './photo-strip'

// As a French build draws the gallery (src/lib/data-language.ts's TRANSLATION); the catalogues stay
// the English ones here, the words a data field left in English are what is tested.
vi.hoisted(() => Object.assign(globalThis, { __SITE_LANGUAGE__: 'fr' }))

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
    captions: { src: '/media/villa-film.fr.vtt', language: 'fr' as const },
  },
  tour: null,
}
const current = () => document.querySelector<HTMLElement>('.yarl__slide_current')!
const counterReads = (text: string) =>
  waitFor(() => expect(screen.getByText(/^\d+ \/ \d+$/)).toHaveTextContent(text))

describe('PhotoStrip, with words the data left in English', () => {
  it('marks an English alt as English in the thumbnail’s name and on the viewer’s image', async () => {
    render(<PhotoStrip title="Villa Azur" photos={photos} extras={extras} />)
    const [translated, english] = screen.getAllByRole('button', { name: /^Open photo/ })
    expect(translated).toHaveAccessibleName('Open photo 1 of 2: La villa au crépuscule')
    expect(translated?.querySelector('[lang]')).toBeNull()
    expect(english).toHaveAccessibleName('Open photo 2 of 2: The salon at night')
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
    fireEvent.click(screen.getByRole('button', { name: 'Floor plans' }))
    await counterReads('1 / 2')
    expect(current().querySelector('img')).toHaveAttribute(
      'alt',
      'Floor plan of Villa Azur: Rez-de-chaussée',
    )
    expect(current().querySelector('[lang]')).toBeNull()
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' })
    await counterReads('2 / 2')
    await waitFor(() =>
      expect(current().querySelector('img')).toHaveAttribute('alt', 'Upper floor'),
    )
    expect(current().querySelector('img')).toHaveAttribute('lang', 'en')
    expect(current().querySelector('p[lang="en"]')).toHaveTextContent('Upper floor')

    fireEvent.click(screen.getByRole('button', { name: 'Film' }))
    const track = await waitFor(() => {
      const found = document.querySelector('video track')
      expect(found).not.toBeNull()
      return found
    })
    expect(track).toHaveAttribute('src', '/media/villa-film.fr.vtt')
    expect(track).toHaveAttribute('srclang', 'fr')
    expect(track).toHaveAttribute('label', 'French')
  })
})
