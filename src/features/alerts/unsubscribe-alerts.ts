import { api } from '@/config/paths'

export type UnsubscribeOutcome = 'done' | 'invalid' | 'failed'

/** Turns a person's alerts off with the signed token of their mail's link; no sign-in needed. */
export async function unsubscribeAlerts(token: string): Promise<UnsubscribeOutcome> {
  if (!token) return 'invalid'
  try {
    const response = await fetch(api.alertsUnsubscribe(token), {
      method: 'POST',
      signal: AbortSignal.timeout(30_000),
    })
    if (response.ok) return 'done'
    return response.status === 400 ? 'invalid' : 'failed'
  } catch {
    return 'failed'
  }
}
