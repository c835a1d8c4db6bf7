import type { InboxRequest } from '@/features/inbox/request-schema'

/**
 * Where the visitors' requests are kept (issue 46): Firestore deployed and locally
 * (firestore-inbox.ts), memory in unit tests. Written by the enquiry function only.
 */
export type InboxStore = {
  /** Stores a new request; its id. */
  add: (request: InboxRequest) => Promise<string>
  /** Whether its mail to the agent went out. */
  setMail: (id: string, mail: InboxRequest['mail']) => Promise<void>
  /** A deleted account's requests, no longer linked to it; how many. */
  unlinkAccount: (uid: string) => Promise<number>
  /** Deletes the requests received before `at` (ms), with what staff added to them; how many. */
  deleteBefore: (at: number) => Promise<number>
}

/** A request as it stays once its account is deleted. */
export const unlinked = (request: InboxRequest): InboxRequest => ({
  ...request,
  visitorUid: null,
  visitor: { ...request.visitor, account: null },
})

/** In memory, for tests: the requests by id, in the order stored. */
export function memoryInbox(): InboxStore & { requests: Map<string, InboxRequest> } {
  const requests = new Map<string, InboxRequest>()
  return {
    requests,
    add: async (request) => {
      const id = `request-${requests.size + 1}`
      requests.set(id, structuredClone(request))
      return id
    },
    setMail: async (id, mail) => {
      const request = requests.get(id)
      if (!request) throw new Error(`No request ${id}`)
      requests.set(id, { ...request, mail })
    },
    unlinkAccount: async (uid) => {
      const linked = [...requests].filter(([, request]) => request.visitorUid === uid)
      for (const [id, request] of linked) requests.set(id, unlinked(request))
      return linked.length
    },
    deleteBefore: async (at) => {
      const old = [...requests].filter(([, request]) => request.at < at)
      for (const [id] of old) requests.delete(id)
      return old.length
    },
  }
}
