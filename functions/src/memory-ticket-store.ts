import type { Ticket, TicketStore } from './rate-limiter'

/**
 * The ticket store's rules over a Map, for tests: its create() is atomic, as Firestore's create()
 * is. Never deployed (index.ts does not import it).
 */
export function memoryTicketStore(): TicketStore & { tickets: Map<string, Ticket[]> } {
  const tickets = new Map<string, Ticket[]>()
  const of = (key: string) => tickets.get(key) ?? []
  return {
    tickets,
    latest: async (key) => Math.max(0, ...of(key).map((ticket) => ticket.n)),
    takenSince: async (key, after) =>
      of(key)
        .filter((ticket) => ticket.takenAt > after)
        .map((ticket) => ({ ...ticket })),
    create: async (key, { n, takenAt }) => {
      if (of(key).some((ticket) => ticket.n === n)) return false
      tickets.set(key, [...of(key), { n, takenAt, released: false }])
      return true
    },
    release: async (key, n) => {
      const ticket = of(key).find((candidate) => candidate.n === n)
      if (ticket) ticket.released = true
    },
  }
}
