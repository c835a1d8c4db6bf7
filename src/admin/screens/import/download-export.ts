import { adminApi } from '@/config/paths'
import { idToken } from '@/features/auth/auth-actions'

/**
 * Downloads the export (a file, not JSON to read): the signed-in member's token in the header, as
 * every call to the admin function; the answer saved under the name the function gives.
 */
export async function downloadExport(format: 'json' | 'csv') {
  const response = await fetch(adminApi.listingsExport.href(format), {
    headers: { Authorization: `Bearer ${await idToken()}` },
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = `listings.${format}`
  document.body.append(link)
  link.click()
  link.remove()
  // After the click's download has started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
