import type { PhotoMeta } from '@/features/listings/listing-schema'
import { listingWords } from './messages'

/**
 * THE PLACE FOR PART C's DROP ZONE (issue 44): once `src/admin/photos/photo-drop-zone.tsx` is on
 * main, this renders `<PhotoDropZone onUploaded={onUploaded} />` (its contract: issue 44's plan,
 * `onUploaded({ url, width, height, sha256 })` for each stored photo). Until then it says that
 * photos are added by their address.
 */
export function PhotoUploadSlot({ onUploaded }: { onUploaded: (photo: PhotoMeta) => void }) {
  void onUploaded
  return <p className="text-base-content/70 text-sm">{listingWords.photos.uploadSlot}</p>
}
