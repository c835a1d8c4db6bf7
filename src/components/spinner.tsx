/**
 * A small spinner. With a label it announces itself; inside a control that says it is busy
 * (a submit button with aria-busy), pass `label={null}`: it is only decoration there.
 */
export function Spinner({ label }: { label: string | null }) {
  return label === null ? (
    <span className="loading loading-spinner loading-sm" aria-hidden="true" />
  ) : (
    <span className="loading loading-spinner loading-sm" role="status" aria-label={label} />
  )
}
