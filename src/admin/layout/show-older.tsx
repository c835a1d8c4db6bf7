/** The button under a list read a page at a time, newest first: absent when nothing is older. */
export function ShowOlder({
  next,
  pending,
  onShow,
  children,
}: {
  next: number | null
  pending: boolean
  onShow: (before: number) => Promise<unknown>
  children: string
}) {
  if (next === null) return null
  return (
    <button
      type="button"
      className="btn btn-outline mt-8"
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => void onShow(next)}
    >
      {children}
    </button>
  )
}
