import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { PhotoStrip } from './photo-strip'

const photos = Array.from({ length: 7 }, (_, index) => ({
  src: `/images/gallery/villa-${index}-1200.avif`,
  alt: `Room ${index + 1}`,
}))

describe('PhotoStrip', () => {
  it('shows five thumbnails, each naming its photo, and a button for all of them', () => {
    render(<PhotoStrip title="Villa Azur" photos={photos} />)
    const thumbnails = screen.getAllByRole('button', { name: /^Open photo/ })
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open photo 1 of 7: Room 1',
      'Open photo 2 of 7: Room 2',
      'Open photo 3 of 7: Room 3',
      'Open photo 4 of 7: Room 4',
      'Open photo 5 of 7: Room 5',
    ])
    expect(screen.getByRole('button', { name: 'View all 7 photos' })).toBeInTheDocument()
    // The viewer is not part of the page until it is opened.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows nothing without photos', () => {
    const { container } = render(<PhotoStrip title="Villa Azur" photos={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('keeps the photo a visitor moved to when the page draws the strip again', async () => {
    const { rerender } = render(<PhotoStrip title="Villa Azur" photos={photos} />)
    fireEvent.click(screen.getByRole('button', { name: /^Open photo 3 of 7/ }))
    // The counter is there before a move shows in it: wait for what it reads, not for it.
    const counterReads = (text: string) =>
      waitFor(() => expect(screen.getByText(/^\d+ \/ 7$/)).toHaveTextContent(text))
    await counterReads('3 / 7')
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' })
    await counterReads('4 / 7')
    // The estate page draws again (its hero photo arrived, the session was refreshed), with the
    // same photos in a new list: the viewer stays where the visitor is.
    rerender(<PhotoStrip title="Villa Azur" photos={photos.map((photo) => ({ ...photo }))} />)
    await counterReads('4 / 7')
  })

  describe('floor plans, film and 3D tour', () => {
    const extras = {
      floorPlans: [
        { src: '/images/floor-plans/villa-ground.svg', label: 'Ground floor' },
        { src: '/images/floor-plans/villa-upper.svg', label: 'Upper floor' },
      ],
      film: {
        sources: ['/media/villa-film.webm', '/media/villa-film.mp4'],
        poster: '/media/villa-film-poster.jpg',
        captions: '/media/villa-film.en.vtt',
      },
      tour: { url: 'https://my.matterport.com/show/?m=abc', provider: 'Matterport' },
    }
    const current = () => document.querySelector<HTMLElement>('.yarl__slide_current')!
    const counterReads = (text: string) =>
      waitFor(() => expect(screen.getByText(/^\d+ \/ \d+$/)).toHaveTextContent(text))

    it('opens the floor plans in their own tab, each named with its level, then the film', async () => {
      render(<PhotoStrip title="Villa Azur" photos={photos} extras={extras} />)
      fireEvent.click(screen.getByRole('button', { name: 'Floor plans' }))
      await counterReads('1 / 2')
      const tabs = screen.getByRole('group', { name: 'Show' })
      expect(tabs).toHaveTextContent('PhotosFloor plansFilm3D tour')
      expect(screen.getByRole('button', { name: 'Floor plans', current: true })).toBe(
        tabs.querySelector('[aria-current]'),
      )
      expect(current().querySelector('img')).toHaveAttribute(
        'alt',
        'Floor plan of Villa Azur: Ground floor',
      )
      expect(current()).toHaveTextContent('Ground floor')
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' })
      await counterReads('2 / 2')
      await waitFor(() => expect(current()).toHaveTextContent('Upper floor'))

      fireEvent.click(screen.getByRole('button', { name: 'Film' }))
      await counterReads('1 / 1')
      const videos = document.querySelectorAll('video')
      expect(videos).toHaveLength(1)
      const [video] = videos
      expect(video).toHaveAttribute('poster', extras.film.poster)
      expect(video).toHaveAttribute('preload', 'none')
      expect([...video!.querySelectorAll('source')].map((source) => source.type)).toEqual([
        'video/webm',
        'video/mp4',
      ])
      const track = video!.querySelector('track')
      expect(track).toHaveAttribute('src', extras.film.captions)
      expect(track).toHaveAttribute('srclang', 'en')
      expect(track).toHaveAttribute('label', 'English')

      // Back to the photos, from the first.
      fireEvent.click(screen.getByRole('button', { name: 'Photos' }))
      await counterReads('1 / 7')
    })

    it("makes the tour's frame only in its tab, once, from the page's button or the viewer's", async () => {
      const { unmount } = render(<PhotoStrip title="Villa Azur" photos={photos} extras={extras} />)
      fireEvent.click(screen.getByRole('button', { name: 'View all 7 photos' }))
      await counterReads('1 / 7')
      expect(document.querySelector('iframe')).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: '3D tour' }))
      const frame = await screen.findByTitle('3D tour of Villa Azur, by Matterport')
      expect(frame).toHaveAttribute('src', extras.tour.url)
      expect(frame).toHaveAttribute('allow', 'xr-spatial-tracking; fullscreen')
      expect(document.querySelectorAll('iframe')).toHaveLength(1)
      unmount()

      render(<PhotoStrip title="Villa Azur" photos={photos} extras={extras} />)
      expect(document.querySelector('iframe')).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: '3D tour by Matterport' }))
      expect(await screen.findByTitle('3D tour of Villa Azur, by Matterport')).toBeInTheDocument()
      expect(document.querySelectorAll('iframe')).toHaveLength(1)
    })

    it('has no tabs when there is nothing but photos', async () => {
      render(<PhotoStrip title="Villa Azur" photos={photos} />)
      fireEvent.click(screen.getByRole('button', { name: 'View all 7 photos' }))
      await counterReads('1 / 7')
      expect(screen.queryByRole('group', { name: 'Show' })).not.toBeInTheDocument()
    })
  })
})
