/** An estate's photos: the strip of thumbnails and the viewer. */
export const galleryMessages = {
  dialog: (title: string) => `Photos of ${title}`,
  viewAll: (count: number) => `View all ${count} photos`,
  /** A photo the estate's file describes no further. */
  photoOfEstate: (title: string, index: number) => `${title}, photo ${index}`,
  openPhoto: (index: number, count: number, alt: string) =>
    `Open photo ${index} of ${count}: ${alt}`,
  /** Beside the photos: the estate's floor plans, film and 3D tour, each opening the viewer. */
  floorPlans: 'Floor plans',
  film: 'Watch the film',
  /** A tour names its provider: its page loads from there, and only once asked for. */
  tour: (provider: string) => `3D tour by ${provider}`,
  /** The viewer's own placeholders, filled in by it. */
  photoOf: '{index} of {total}',
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  viewerFailed: 'The photos could not be opened just now. Check your connection and try again.',
} as const
