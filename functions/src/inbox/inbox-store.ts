import type { InboxNote, InboxReply } from '@/features/inbox/inbox-api'
import type { InboxRequest } from '@/features/inbox/request-schema'

/**
 * Where the visitors' requests are kept (issue 46): Firestore deployed and locally
 * (firestore-inbox.ts), memory in unit tests. Written by the enquiry function (add, setMail) and
 * read and changed by the back office's Inbox through the admin function.
 */
export type InboxStore = {
  /** Stores a new request; its id. */
  add: (request: InboxRequest) => Promise<string>
  /** Whether its mail to the agent went out. */
  setMail: (id: string, mail: InboxRequest['mail']) => Promise<void>
  /**
   * The newest requests first, at most `limit`; only those about these estates when given (an
   * agent's listings).
   */
  list: (query: {
    estateIds?: readonly string[]
    limit: number
  }) => Promise<{ id: string; request: InboxRequest }[]>
  get: (id: string) => Promise<InboxRequest | null>
  /** Changes these fields of the request, the others left as they are. */
  update: (
    id: string,
    fields: Partial<Pick<InboxRequest, 'status' | 'assignee' | 'readBy' | 'repliedAt'>>,
  ) => Promise<void>
  /** A note of a member's, kept beside the request; its id. */
  addNote: (id: string, note: Omit<InboxNote, 'id'>) => Promise<string>
  /** Its notes, oldest first. */
  notes: (id: string) => Promise<InboxNote[]>
  /** A reply that was mailed to the visitor, kept beside the request; its id. */
  addReply: (id: string, reply: Omit<InboxReply, 'id'>) => Promise<string>
  /** Its replies, oldest first. */
  replies: (id: string) => Promise<InboxReply[]>
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
export function memoryInbox(): InboxStore & {
  requests: Map<string, InboxRequest>
  noteLists: Map<string, InboxNote[]>
  replyLists: Map<string, InboxReply[]>
} {
  const requests = new Map<string, InboxRequest>()
  const noteLists = new Map<string, InboxNote[]>()
  const replyLists = new Map<string, InboxReply[]>()
  const copy = <T>(value: T): T => structuredClone(value)
  return {
    requests,
    noteLists,
    replyLists,
    add: async (request) => {
      const id = `request-${requests.size + 1}`
      requests.set(id, copy(request))
      return id
    },
    setMail: async (id, mail) => {
      const request = requests.get(id)
      if (!request) throw new Error(`No request ${id}`)
      requests.set(id, { ...request, mail })
    },
    list: async ({ estateIds, limit }) =>
      [...requests]
        .filter(([, request]) => !estateIds || estateIds.includes(request.estateId))
        .sort(([, a], [, b]) => b.at - a.at)
        .slice(0, limit)
        .map(([id, request]) => ({ id, request: copy(request) })),
    get: async (id) => copy(requests.get(id) ?? null),
    update: async (id, fields) => {
      const request = requests.get(id)
      if (!request) throw new Error(`No request ${id}`)
      requests.set(id, { ...request, ...copy(fields) })
    },
    addNote: async (id, note) => {
      const list = noteLists.get(id) ?? []
      const noteId = `note-${list.length + 1}`
      noteLists.set(id, [...list, { ...copy(note), id: noteId }])
      return noteId
    },
    notes: async (id) => copy(noteLists.get(id) ?? []).sort((a, b) => a.at - b.at),
    addReply: async (id, reply) => {
      const list = replyLists.get(id) ?? []
      const replyId = `reply-${list.length + 1}`
      replyLists.set(id, [...list, { ...copy(reply), id: replyId }])
      return replyId
    },
    replies: async (id) => copy(replyLists.get(id) ?? []).sort((a, b) => a.at - b.at),
    unlinkAccount: async (uid) => {
      const linked = [...requests].filter(([, request]) => request.visitorUid === uid)
      for (const [id, request] of linked) requests.set(id, unlinked(request))
      return linked.length
    },
    deleteBefore: async (at) => {
      const old = [...requests].filter(([, request]) => request.at < at)
      for (const [id] of old) {
        requests.delete(id)
        noteLists.delete(id)
        replyLists.delete(id)
      }
      return old.length
    },
  }
}
