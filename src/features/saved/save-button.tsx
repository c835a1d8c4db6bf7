import { savedMessages } from './messages'
/**
 * The heart that keeps an estate for later: a toggle named "Save {title}", pressed when saved.
 * What pressing it does (save, remove, or ask a guest to sign in) is the caller's.
 */
export function SaveButton({
  title,
  saved,
  onToggle,
  className = '',
}: {
  title: string
  saved: boolean
  onToggle: () => void
  className?: string
}) {
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={savedMessages.saveLabel(title)}
      title={saved ? savedMessages.saved : savedMessages.save}
      onClick={onToggle}
      className={`btn btn-circle border-none shadow-sm ${saved ? 'bg-base-100 text-error' : 'bg-base-100/95 text-base-content'} ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4 7.4 4c2 0 3.5 1.1 4.6 2.7C13.1 5.1 14.6 4 16.6 4c3.5 0 5.8 3.6 4.6 7.1-1.7 4.8-9.2 9.4-9.2 9.4Z" />
      </svg>
    </button>
  )
}
