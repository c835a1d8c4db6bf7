import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { UploadedPhoto } from '@/features/photos/photo-schema'
import { photoMessages } from './messages'
import { PhotoDropZone } from './photo-drop-zone'
import { checkPhotoFile, uploadPhoto, type UploadOptions, type UploadResult } from './upload-photo'

// The network and the file's bytes are upload-photo.ts's (tested there); here, what staff see.
vi.mock('./upload-photo', () => ({ checkPhotoFile: vi.fn(), uploadPhoto: vi.fn() }))

const words = photoMessages
const check = vi.mocked(checkPhotoFile)
const upload = vi.mocked(uploadPhoto)

const photoOf = (n: number): UploadedPhoto => {
  const sha256 = String(n).repeat(64).slice(0, 64)
  return { sha256, url: `/images/uploads/${sha256}-1200.avif`, width: 1600, height: 1200 }
}
/** The list of uploads, where each file's state is written (the live region repeats some). */
const uploads = () => within(screen.getByRole('list', { name: words.dropZone.uploadsLabel }))

const fileOf = (name: string, size = 1000, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type })

/** Each upload waits for the test to finish it, after telling its progress. */
function uploadsByHand() {
  const calls: { file: Blob; options: UploadOptions; finish: (result: UploadResult) => void }[] = []
  upload.mockImplementation(
    (file, options) =>
      new Promise((resolve) => {
        calls.push({ file, options, finish: resolve })
      }),
  )
  return calls
}

beforeEach(() => {
  check.mockReset().mockResolvedValue({ ok: true, type: 'jpeg' })
  upload.mockReset()
})

describe('PhotoDropZone', () => {
  it('uploads several chosen files one at a time, with each one’s progress', async () => {
    const calls = uploadsByHand()
    const onUploaded = vi.fn()
    render(<PhotoDropZone onUploaded={onUploaded} />)
    const chooser = screen.getByLabelText(words.dropZone.choose)
    expect(chooser).toHaveAttribute('type', 'file')
    expect(chooser).toHaveAttribute('multiple')

    await userEvent.upload(chooser, [fileOf('terrace.jpg'), fileOf('pool.jpg')])
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(screen.getByText(words.status.waiting)).toBeInTheDocument()

    calls[0]!.options.onProgress?.(250, 1000)
    const progress = await screen.findByRole('progressbar', {
      name: words.dropZone.progressOf('terrace.jpg'),
    })
    expect(progress).toHaveAttribute('value', '250')
    expect(screen.getByText(words.status.uploading(25))).toBeInTheDocument()
    calls[0]!.options.onProgress?.(1000, 1000)
    expect(await screen.findByText(words.status.processing)).toBeInTheDocument()

    calls[0]!.finish({ kind: 'uploaded', photo: photoOf(1), created: true })
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(photoOf(1)))
    await waitFor(() => expect(calls).toHaveLength(2))
    calls[1]!.finish({ kind: 'uploaded', photo: photoOf(2), created: false })
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2))
    expect(onUploaded).toHaveBeenLastCalledWith(photoOf(2))
    expect(screen.getByText(words.status.uploaded)).toBeInTheDocument()
    expect(screen.getByText(words.status.alreadyStored)).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('refuses a file by its name and reason without sending it', async () => {
    check.mockImplementation(async (file) =>
      (file as File).name.endsWith('.heic')
        ? { ok: false, refusal: 'photo-heic' }
        : { ok: true, type: 'jpeg' },
    )
    const calls = uploadsByHand()
    render(<PhotoDropZone onUploaded={vi.fn()} />)
    const big = fileOf('big.jpg', 21 * 1024 * 1024)
    check.mockResolvedValueOnce({ ok: false, refusal: 'too-large' })
    await userEvent.upload(
      screen.getByLabelText(words.dropZone.choose),
      [big, fileOf('IMG_0001.heic', 1000, 'image/heic')],
      // A dropped file can be of any type; the chooser's filter is only a help.
      { applyAccept: false },
    )
    expect(
      await uploads().findByText(words.refusals['photo-heic']('IMG_0001.heic')),
    ).toBeInTheDocument()
    expect(
      uploads().getByText(words.refusals['too-large']('big.jpg', big.size)),
    ).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('says an upload failed and sends it again on request @fault', async () => {
    const calls = uploadsByHand()
    const onUploaded = vi.fn()
    render(<PhotoDropZone onUploaded={onUploaded} />)
    await userEvent.upload(screen.getByLabelText(words.dropZone.choose), fileOf('hall.jpg'))
    await waitFor(() => expect(calls).toHaveLength(1))
    calls[0]!.finish({ kind: 'failed', failure: 'offline' })
    expect(await uploads().findByText(words.failures.offline('hall.jpg'))).toBeInTheDocument()
    expect(onUploaded).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: words.actions.retryOf('hall.jpg') }))
    await waitFor(() => expect(calls).toHaveLength(2))
    calls[1]!.finish({ kind: 'uploaded', photo: photoOf(3), created: true })
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(photoOf(3)))
  })

  it('takes dropped files, and cancels one waiting its turn', async () => {
    const calls = uploadsByHand()
    render(<PhotoDropZone onUploaded={vi.fn()} />)
    const zone = screen.getByText(words.dropZone.hint)
    const dataTransfer = { files: [fileOf('a.jpg'), fileOf('b.jpg')], types: ['Files'] }
    fireEvent.dragOver(zone, { dataTransfer })
    expect(screen.getByText(words.dropZone.dropping)).toBeInTheDocument()
    fireEvent.drop(zone, { dataTransfer })
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(screen.getByText(words.dropZone.hint)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: words.actions.cancelOf('b.jpg') }))
    expect(screen.getByText(words.status.cancelled)).toBeInTheDocument()
    calls[0]!.finish({ kind: 'uploaded', photo: photoOf(4), created: true })
    expect(await screen.findByText(words.status.uploaded)).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })
})
