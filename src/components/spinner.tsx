export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className="loading loading-spinner loading-sm" role="status" aria-label={label} />
}
