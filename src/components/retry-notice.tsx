import { sharedMessages } from './messages'
type RetryNoticeProps = { message: string; onRetry: () => void; busy?: boolean }

/** A failure with one clear action. */
export function RetryNotice({ message, onRetry, busy = false }: RetryNoticeProps) {
  return (
    <div
      role="alert"
      className="bg-base-200 mx-auto flex max-w-xl flex-col items-center gap-4 rounded-box px-6 py-12 text-center"
    >
      <p className="text-lg">{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry} disabled={busy}>
        {sharedMessages.retry}
      </button>
    </div>
  )
}
