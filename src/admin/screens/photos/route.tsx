import { useState } from 'react'
import {
  useLoaderData,
  useRevalidator,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router'
import { toast } from '@/components/toast'
import { adminApi } from '@/config/paths'
import { photoPageSchema, photoWidths, type PhotoSummary } from '@/features/photos/photo-schema'
import { usePending } from '@/lib/use-schema-form'
import { callAdmin } from '../../api/admin-api'
import { failureOf } from '../../api/failure'
import { formatMoment } from '../../format'
import { ScreenHeading } from '../../layout/screen-states'
import { ShowOlder } from '../../layout/show-older'
import { photoMessages } from '../../photos/messages'
import { PhotoDropZone } from '../../photos/photo-drop-zone'
import { usePhotoPass } from '../../photos/photo-pass'
import { adminPhotoUrl } from '../../photos/photo-url'
import { allows } from '../../session/allows'
import { forMember } from '../../session/for-member'
import type { AdminSession } from '../../session/session'

const words = photoMessages.screen

/** The smallest stored width: a thumbnail (the library never shows a photo larger). */
const THUMBNAIL_WIDTH = Math.min(...photoWidths)

export const loader = ({ request }: LoaderFunctionArgs) =>
  forMember(request, 'anyStaff', () => callAdmin(adminApi.photos.href(), photoPageSchema))

/** Pages added together, each photo once (a page read again after an upload overlaps the next). */
const merged = (...pages: PhotoSummary[][]) => [
  ...new Map(pages.flat().map((photo) => [photo.sha256, photo])).values(),
]

/**
 * The photo library (issue 44, decision 050): every uploaded photo, the newest first, seen through
 * the admin function (not public until a listing showing it is published), and the drop zone to
 * add more.
 */
export function Component() {
  const first = useLoaderData<typeof loader>()
  const session = useRouteLoaderData<AdminSession>('admin')
  const { revalidate } = useRevalidator()
  const [older, setOlder] = useState<{ photos: PhotoSummary[]; next: number | null } | null>(null)
  const { pending, run } = usePending()
  const passReady = usePhotoPass()
  if (!first || session?.kind !== 'member') return null
  const photos = merged(first.photos, older?.photos ?? [])
  const next = older ? older.next : first.next

  const showOlder = (before: number) =>
    run(async () => {
      try {
        const page = await callAdmin(adminApi.photos.href(before), photoPageSchema)
        setOlder({ photos: merged(older?.photos ?? [], page.photos), next: page.next })
      } catch (error) {
        toast.error(failureOf(error).message)
      }
    })

  return (
    <>
      <ScreenHeading title={words.title} intro={words.intro} />
      {allows(session.member.role, 'editOwnDrafts') ? (
        <div className="mb-10">
          <PhotoDropZone onUploaded={() => void revalidate()} />
        </div>
      ) : null}
      <h2 className="mb-4 text-xl">{words.listLabel}</h2>
      {photos.length ? (
        <ul
          aria-label={words.listLabel}
          className="grid grid-cols-1 gap-6 min-[26rem]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
        >
          {photos.map((photo) => (
            <li key={photo.sha256}>
              <figure className="flex flex-col gap-2">
                <div className="bg-base-200 aspect-[4/3] overflow-hidden rounded-box">
                  {passReady ? (
                    <img
                      src={adminPhotoUrl(photo.url, THUMBNAIL_WIDTH)}
                      // Alt texts belong to a listing's use of a photo; here its caption says which.
                      alt=""
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover"
                      data-sha256={photo.sha256}
                    />
                  ) : null}
                </div>
                <figcaption className="text-base-content/75 text-sm">
                  <span className="block">{words.size(photo.width, photo.height)}</span>
                  <span className="block">
                    {words.uploadedBy(photo.by.name, formatMoment(photo.at))}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-base-content/75">{words.empty}</p>
      )}
      <ShowOlder next={next} pending={pending} onShow={showOlder}>
        {words.older}
      </ShowOlder>
    </>
  )
}
