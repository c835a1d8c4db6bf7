import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import type { PhotoRefusal, UploadedPhoto } from '@/features/photos/photo-schema'
import { photoTypes, type PhotoType } from '@/features/photos/photo-types'
import { photoMessages } from './messages'
import { checkPhotoFile, uploadPhoto, type UploadFailure } from './upload-photo'

const words = photoMessages

/** Where an upload is: checked, waiting its turn, sent, made by the function, then how it ended. */
type UploadState =
  | { kind: 'checking' }
  | { kind: 'waiting' }
  | { kind: 'uploading'; sent: number; total: number }
  | { kind: 'processing' }
  | { kind: 'uploaded'; created: boolean }
  | { kind: 'refused'; refusal: PhotoRefusal }
  | { kind: 'failed'; failure: Exclude<UploadFailure, 'aborted'> }
  | { kind: 'cancelled' }

type Upload = { id: number; file: File; state: UploadState }

/** What the file chooser offers (a dropped file of another type is refused with its reason). */
const accept = Object.values(photoTypes)
  .map((type) => type.mime)
  .join(',')

const isFinished = (state: UploadState) =>
  state.kind === 'uploaded' ||
  state.kind === 'refused' ||
  state.kind === 'failed' ||
  state.kind === 'cancelled'

function statusText({ file, state }: Upload): string {
  switch (state.kind) {
    case 'checking':
      return words.status.checking
    case 'waiting':
      return words.status.waiting
    case 'uploading':
      return words.status.uploading(Math.round((100 * state.sent) / Math.max(1, state.total)))
    case 'processing':
      return words.status.processing
    case 'uploaded':
      return state.created ? words.status.uploaded : words.status.alreadyStored
    case 'refused':
      return words.refusals[state.refusal](file.name, file.size)
    case 'failed':
      return words.failures[state.failure](file.name)
    case 'cancelled':
      return words.status.cancelled
  }
}

/**
 * Photos added to the back office (issue 44, decision 050): dropped here, or chosen with the file
 * chooser (a real `<input type=file multiple>`, so a keyboard and a phone reach it). Each file is
 * checked first (its type by its first bytes, its size), then sent one at a time (the function
 * makes one photo at a time anyway), with its progress; a refusal names the file and says what to
 * do, a failure offers to try again. `onUploaded` is called once for each photo stored, a photo
 * stored before included (the same file is the same photo).
 */
export function PhotoDropZone({
  onUploaded,
  label = words.dropZone.label,
}: {
  onUploaded: (photo: UploadedPhoto) => void
  /** The zone's heading, when the screen has a better one. */
  label?: string
}) {
  const [uploads, setUploads] = useState<Upload[]>([])
  const [dragging, setDragging] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const ids = useRef(0)
  const queue = useRef<(Upload & { type: PhotoType })[]>([])
  const sending = useRef<{ id: number; controller: AbortController } | null>(null)
  const cancelled = useRef(new Set<number>())
  const pumping = useRef(false)
  const mounted = useRef(true)
  // The latest callback, so an upload that ends after a render reports to the current one.
  const uploaded = useRef(onUploaded)
  useEffect(() => {
    uploaded.current = onUploaded
  })
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      queue.current = []
      sending.current?.controller.abort()
    }
  }, [])
  const inputId = useId()
  const hintId = useId()
  const headingId = useId()

  const setState = (id: number, state: UploadState) => {
    if (mounted.current)
      setUploads((all) => all.map((upload) => (upload.id === id ? { ...upload, state } : upload)))
  }

  /** Sends the waiting photos one after another; a second call while it runs does nothing. */
  async function pump() {
    if (pumping.current) return
    pumping.current = true
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { id, file, type } = next
        if (cancelled.current.has(id)) continue
        const controller = new AbortController()
        sending.current = { id, controller }
        setState(id, { kind: 'uploading', sent: 0, total: file.size })
        const result = await uploadPhoto(file, {
          type,
          signal: controller.signal,
          onProgress: (sent, total) =>
            setState(
              id,
              // Everything sent: the function makes the sizes now, which takes a few seconds.
              sent >= total ? { kind: 'processing' } : { kind: 'uploading', sent, total },
            ),
        })
        sending.current = null
        if (!mounted.current) return
        if (result.kind === 'uploaded') {
          setState(id, { kind: 'uploaded', created: result.created })
          setAnnouncement(words.announce.uploaded(file.name))
          uploaded.current(result.photo)
        } else if (result.kind === 'refused') {
          setState(id, { kind: 'refused', refusal: result.refusal })
          setAnnouncement(words.refusals[result.refusal](file.name, file.size))
        } else if (result.failure === 'aborted') {
          setState(id, { kind: 'cancelled' })
        } else {
          setState(id, { kind: 'failed', failure: result.failure })
          setAnnouncement(words.failures[result.failure](file.name))
        }
      }
    } finally {
      pumping.current = false
    }
  }

  function enqueue(upload: Upload, type: PhotoType) {
    setState(upload.id, { kind: 'waiting' })
    queue.current.push({ ...upload, type })
    void pump()
  }

  /** Each file checked at once (a refusal needs no upload), then queued in the order chosen. */
  async function add(files: FileList | null) {
    const chosen = Array.from(files ?? [])
    if (!chosen.length) return
    const added = chosen.map((file): Upload => ({
      id: ++ids.current,
      file,
      state: { kind: 'checking' },
    }))
    setUploads((all) => [...added, ...all.filter((upload) => !isFinished(upload.state))])
    setAnnouncement(words.announce.started(added.length))
    for (const upload of added) {
      const checked = await checkPhotoFile(upload.file)
      if (checked.ok) enqueue(upload, checked.type)
      else {
        setState(upload.id, { kind: 'refused', refusal: checked.refusal })
        setAnnouncement(words.refusals[checked.refusal](upload.file.name, upload.file.size))
      }
    }
  }

  /** Sent again: its type was told when it was added. */
  async function retry(upload: Upload) {
    const checked = await checkPhotoFile(upload.file)
    if (checked.ok) enqueue(upload, checked.type)
  }

  function cancel({ id }: Upload) {
    cancelled.current.add(id)
    if (sending.current?.id === id) sending.current.controller.abort()
    else setState(id, { kind: 'cancelled' })
  }

  const dismiss = ({ id }: Upload) => setUploads((all) => all.filter((upload) => upload.id !== id))

  const onDrag = (event: DragEvent<HTMLElement>, over: boolean) => {
    if (!event.dataTransfer.types.includes('Files')) return
    // Without this the browser would open the dropped file itself.
    event.preventDefault()
    setDragging(over)
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div
        className={`flex flex-col items-start gap-3 rounded-box border-2 border-dashed p-5 sm:p-6 ${
          dragging ? 'border-primary bg-primary/5' : 'border-base-300'
        }`}
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => onDrag(event, false)}
        onDrop={(event) => {
          onDrag(event, false)
          void add(event.dataTransfer.files)
        }}
      >
        <h2 id={headingId} className="text-xl">
          {label}
        </h2>
        <p id={hintId} className="text-base-content/75 max-w-2xl">
          {dragging ? words.dropZone.dropping : words.dropZone.hint}
        </p>
        <label htmlFor={inputId} className="font-semibold">
          {words.dropZone.choose}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={accept}
          aria-describedby={hintId}
          className="file-input file-input-bordered w-full max-w-md"
          onChange={(event) => {
            void add(event.currentTarget.files)
            // The same file may be chosen again (after a failure, say).
            event.currentTarget.value = ''
          }}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {uploads.length ? (
        <ul aria-label={words.dropZone.uploadsLabel} className="flex flex-col gap-3">
          {uploads.map((upload) => (
            <UploadRow
              key={upload.id}
              upload={upload}
              onRetry={() => void retry(upload)}
              onCancel={() => cancel(upload)}
              onDismiss={() => dismiss(upload)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function UploadRow({
  upload,
  onRetry,
  onCancel,
  onDismiss,
}: {
  upload: Upload
  onRetry: () => void
  onCancel: () => void
  onDismiss: () => void
}) {
  const { file, state } = upload
  const trouble = state.kind === 'refused' || state.kind === 'failed'
  return (
    <li className="border-base-300 flex flex-col gap-2 rounded-box border p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold break-all">{file.name}</p>
        <p className={trouble ? 'text-error' : 'text-base-content/75'}>{statusText(upload)}</p>
      </div>
      {state.kind === 'uploading' || state.kind === 'processing' ? (
        <progress
          className="progress progress-primary w-full"
          aria-label={words.dropZone.progressOf(file.name)}
          max={state.kind === 'uploading' ? Math.max(1, state.total) : undefined}
          value={state.kind === 'uploading' ? state.sent : undefined}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {state.kind === 'failed' ? (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={onRetry}
            aria-label={words.actions.retryOf(file.name)}
          >
            {words.actions.retry}
          </button>
        ) : null}
        {state.kind === 'waiting' || state.kind === 'uploading' ? (
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={onCancel}
            aria-label={words.actions.cancelOf(file.name)}
          >
            {words.actions.cancel}
          </button>
        ) : null}
        {isFinished(state) ? (
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={onDismiss}
            aria-label={words.actions.dismissOf(file.name)}
          >
            {words.actions.dismiss}
          </button>
        ) : null}
      </div>
    </li>
  )
}
