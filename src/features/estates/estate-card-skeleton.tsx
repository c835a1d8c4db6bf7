/** The shape of an estate card while the list loads. */
export function EstateCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="bg-base-100 rounded-box animate-pulse overflow-hidden shadow-sm motion-reduce:animate-none"
    >
      <div className="skeleton aspect-[3/2] rounded-none" />
      <div className="flex flex-col gap-4 p-7">
        <div className="skeleton h-4 w-1/3" />
        <div className="skeleton h-7 w-3/4" />
        <div className="skeleton h-5 w-1/2" />
        <div className="skeleton h-16 w-full" />
        <div className="skeleton h-10 w-36" />
      </div>
    </div>
  )
}
