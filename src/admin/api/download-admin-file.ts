import { fetchAdminFile } from './admin-api'

/**
 * A file of the admin function (the inbox's CSV, a listing's figures) saved under `fileName`: it
 * needs the member's token, which no link can carry, so it is fetched, then saved through a
 * temporary link to the Blob. Rejects as fetchAdminFile does, before anything is saved.
 */
export async function downloadAdminFile(url: string, fileName: string) {
  const blob = await fetchAdminFile(url)
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(href), 0)
}
