import { useState } from 'react'
import { safeImageUrl } from '@/lib/safe-url'

type AvatarProps = {
  photoURL: string | null | undefined
  initials: string
  size: 'sm' | 'lg'
}

const sizes = { sm: 'size-10 text-sm', lg: 'size-28 text-3xl' } as const
const pixels = { sm: 40, lg: 112 } as const

/** The visitor's photo, or their initials when there is none or it fails to load. */
export function Avatar({ photoURL, initials, size }: AvatarProps) {
  const src = safeImageUrl(photoURL)
  const [failedSrc, setFailedSrc] = useState<string>()
  const showPhoto = src && failedSrc !== src
  return (
    <span
      className={`${sizes[size]} bg-primary text-primary-content ring-gold/60 inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold ring-2`}
    >
      {showPhoto ? (
        <img
          src={src}
          alt=""
          width={pixels[size]}
          height={pixels[size]}
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{initials}</span>
      )}
    </span>
  )
}
