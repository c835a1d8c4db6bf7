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
})
