import { photoUploads } from '@/config/constants'

/**
 * The photos' words in the back office (issue 44, decision 050): English only, as the back
 * office is built once (decision 048). Every refusal names the file and says what to do.
 */

const megabytes = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 })
/** A file's size as people read it: "23.4 MB". */
export const formatMegabytes = (bytes: number) => `${megabytes.format(bytes / 1024 / 1024)} MB`

const limit = formatMegabytes(photoUploads.maxBytes)
const megapixels = photoUploads.maxPixels / 1_000_000

export const photoMessages = {
  screen: {
    title: 'Photos',
    intro:
      'Every photo uploaded to the back office, the newest first. Only staff see them here: a photo becomes public when a listing that shows it is published.',
    empty: 'No photos yet. The ones you add here or in a listing will be listed here.',
    listLabel: 'Uploaded photos',
    size: (width: number, height: number) => `${width} × ${height}`,
    uploadedBy: (name: string, when: string) => `By ${name}, ${when}`,
    older: 'Show older photos',
  },
  dropZone: {
    label: 'Add photos',
    hint: `Drop photos here or choose them: JPEG, PNG, WebP or AVIF, up to ${limit} each. Several at once is fine.`,
    choose: 'Choose photos',
    dropping: 'Drop them to upload',
    uploadsLabel: 'Uploads',
    progressOf: (name: string) => `Upload of ${name}`,
  },
  status: {
    checking: 'Checking…',
    waiting: 'Waiting…',
    uploading: (percent: number) => `Uploading, ${percent}%`,
    processing: 'Preparing the sizes the site shows…',
    uploaded: 'Uploaded',
    alreadyStored: 'Uploaded before: the same photo is used',
    cancelled: 'Cancelled',
  },
  actions: {
    retry: 'Try again',
    cancel: 'Cancel',
    dismiss: 'Remove from the list',
    retryOf: (name: string) => `Try again: ${name}`,
    cancelOf: (name: string) => `Cancel: ${name}`,
    dismissOf: (name: string) => `Remove from the list: ${name}`,
  },
  refusals: {
    'photo-heic': (name: string) =>
      `${name} is a HEIC photo, which browsers cannot show. Export it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible), then add it again.`,
    'photo-type': (name: string) =>
      `${name} is not a JPEG, PNG, WebP or AVIF photo. Export it as JPEG, then add it again.`,
    'too-large': (name: string, bytes?: number) =>
      `${name} is larger than ${limit}${bytes ? ` (${formatMegabytes(bytes)})` : ''}. Export it smaller, as a JPEG, then add it again.`,
    'photo-too-many-pixels': (name: string) =>
      `${name} has more than ${megapixels} megapixels. Export it smaller (6,000 pixels wide is plenty), then add it again.`,
    'photo-unreadable': (name: string) =>
      `${name} cannot be read: it may be damaged or incomplete. Export it again as JPEG, then add it again.`,
  },
  failures: {
    offline: (name: string) => `${name} could not be sent: check your connection, then try again.`,
    session: (name: string) =>
      `${name} was not sent: your session has ended. Sign in again in another tab, then try again.`,
    forbidden: (name: string) => `${name} was not sent: your role does not allow adding photos.`,
    unavailable: (name: string) =>
      `${name} could not be stored just now. Please try again in a moment.`,
  },
  announce: {
    started: (count: number) => (count === 1 ? 'Uploading 1 photo.' : `Uploading ${count} photos.`),
    uploaded: (name: string) => `${name} uploaded.`,
  },
}
