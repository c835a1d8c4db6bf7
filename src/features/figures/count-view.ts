import { api } from '@/config/paths'
import type { GetIdToken } from '@/lib/call-as-account'

/**
 * Tells the site one view of an estate's page happened (issue 46, decision 057): one request, no
 * cookie sent (`credentials: 'omit'`), nothing written to the device; `keepalive` lets it finish
 * if the visitor leaves at once. The server decides what counts (staff's views do not). Loaded
 * as its own small chunk after the page is drawn; it never throws and never logs: counting must
 * never bother a visitor.
 */
export async function countView(
  estateId: string,
  getIdToken: GetIdToken,
  send: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  try {
    const token = await getIdToken()
    await send(api.views, {
      method: 'POST',
      keepalive: true,
      priority: 'low', // never ahead of what the page asks for
      credentials: 'omit',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ estateId }),
    })
  } catch {
    // Not counted: nothing the visitor should see or wait for.
  }
}
