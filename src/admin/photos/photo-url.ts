import { adminApi, uploadedPhotos } from '@/config/paths'
import { parsePhotoFileName, photoFileName, photoWidths } from '@/features/photos/photo-schema'

/**
 * A photo's address in a listing's record, as the back office shows it (decision 050): an
 * uploaded photo (`/images/uploads/{sha256}-{width}.avif`) is not public before its listing is
 * published, so staff see it through the admin function, which the photo pass lets an `<img>`
 * ask (photo-pass.ts). `width` asks for another of its stored widths. Any other address (the
 * catalogue's own published photos) is returned as it is. For the back office only.
 */
export function adminPhotoUrl(url: string, width?: number): string {
  if (!url.startsWith(uploadedPhotos.prefix)) return url
  const file = parsePhotoFileName(url.slice(uploadedPhotos.prefix.length))
  if (!file) return url
  return adminApi.photoFile.href(photoFileName(file.sha256, width ?? file.width))
}

/** The srcset of an uploaded photo through the admin function, as the estate pages list it. */
export function adminPhotoSrcSet(url: string): string | undefined {
  if (adminPhotoUrl(url) === url) return undefined
  return photoWidths.map((width) => `${adminPhotoUrl(url, width)} ${width}w`).join(', ')
}
