import { lazyPart, WhenLoaded } from '@/components/lazy-part'
import { WhenNearViewport } from '@/components/when-near-viewport'
import { idToken } from '@/features/auth/auth-actions'
import type { SessionUser } from '@/features/auth/session-user'
import { EnquiryPlaceholder } from '@/features/enquiries/enquiry-placeholder'
import { estatePageMessages } from '@/features/estates/messages'
import type { Estate } from '@/features/estates/estate-schema'

const enquirySection = lazyPart(() =>
  import('@/features/enquiries/enquiry-section').then((module) => module.default),
)

/**
 * The viewing request (or, sold or let, a request for a similar home), loaded as the visitor nears
 * it; its placeholder holds the room it will take.
 */
export function EstateViewing({
  estate,
  user,
  similar,
}: {
  estate: Estate
  user: SessionUser | null
  similar: boolean
}) {
  const placeholder = (
    <EnquiryPlaceholder similar={similar} verified={user?.emailVerified ?? true} />
  )
  return (
    <WhenNearViewport placeholder={placeholder}>
      <WhenLoaded
        part={enquirySection}
        fallback={placeholder}
        failed={estatePageMessages.enquiryLoadFailed}
      >
        {(EnquirySection) => (
          <EnquirySection
            estate={estate}
            visitor={{
              name: user?.displayName ?? '',
              email: user?.email ?? '',
              emailVerified: user?.emailVerified ?? true,
            }}
            getIdToken={idToken}
          />
        )}
      </WhenLoaded>
    </WhenNearViewport>
  )
}
