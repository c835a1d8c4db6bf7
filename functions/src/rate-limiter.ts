/**
 * Each visitor may send `limit` requests in any `windowMs`: a sliding window kept in the instance's
 * memory (the function runs on one instance, see index.ts and decision 021). A slot is taken before
 * the mail goes out and given back if it fails, so a delivery failure never counts against anyone.
 */
export function createRateLimiter(limit: number, windowMs: number) {
  const sent = new Map<string, number[]>()

  const recent = (key: string, now: number) => {
    const times = (sent.get(key) ?? []).filter((time) => time > now - windowMs)
    if (times.length) sent.set(key, times)
    else sent.delete(key)
    return times
  }

  return {
    /** Takes a slot, or says when the oldest one frees up. */
    take(
      key: string,
      now: number,
    ): { ok: true; release: () => void } | { ok: false; retryAfterMs: number } {
      const times = recent(key, now)
      if (times.length >= limit) {
        return { ok: false, retryAfterMs: Math.max(0, (times[0] ?? now) + windowMs - now) }
      }
      sent.set(key, [...times, now])
      return {
        ok: true,
        release: () => {
          const current = sent.get(key) ?? []
          const index = current.indexOf(now)
          if (index >= 0) current.splice(index, 1)
        },
      }
    },
  }
}
