import { printMessages } from './messages'

/** "Print brochure": beside the page's other actions; busy while the brochure is prepared. */
export function PrintBrochureButton({
  busy,
  onPress,
  className = '',
}: {
  busy: boolean
  onPress: () => void
  className?: string
}) {
  return (
    <button
      type="button"
      className={`btn gap-2 ${className}`}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onPress}
    >
      {busy ? (
        <span aria-hidden="true" className="loading loading-spinner size-5" />
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M7 9V3h10v6" />
          <path d="M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" />
          <path d="M7 14h10v7H7z" />
        </svg>
      )}
      {printMessages.print}
    </button>
  )
}
