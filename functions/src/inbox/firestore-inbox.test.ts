// @vitest-environment node
import type { InboxRequest } from '@/features/inbox/request-schema'
import { useLocalFirestore } from '../testing/local-firestore'
import { firestoreInbox } from './firestore-inbox'

// The inbox through the Admin SDK, against the local Firestore the emulators start: what the
// enquiry function writes and the admin function reads and changes.
const local = useLocalFirestore('demo-inbox')

const request = (estateId: string, at: number): InboxRequest => ({
  at,
  kind: 'viewing',
  estateId,
  estateTitle: `Estate ${estateId}`,
  visitorUid: 'visitor-1',
  visitor: { account: 'h@example.com', name: 'Henrietta', email: 'h@example.com', phone: '' },
  dates: [],
  timeZone: 'UTC',
  message: 'Hello',
  language: 'en',
  recipient: { name: 'Agnes', address: 'agnes@example.com' },
  mail: 'pending',
  status: 'new',
  assignee: null,
  readBy: [],
})

describe('the inbox in Firestore', () => {
  it('lists the newest first, all or by estate, and changes only the fields given', async () => {
    const inbox = firestoreInbox(local.db)
    const a = await inbox.add(request('7', 1_000))
    const b = await inbox.add(request('8', 3_000))
    const c = await inbox.add(request('7', 2_000))
    expect((await inbox.list({ limit: 10 })).map(({ id }) => id)).toEqual([b, c, a])
    expect((await inbox.list({ limit: 2 })).map(({ id }) => id)).toEqual([b, c])
    expect((await inbox.list({ estateIds: ['7'], limit: 10 })).map(({ id }) => id)).toEqual([c, a])
    expect(await inbox.list({ estateIds: [], limit: 10 })).toEqual([])

    await inbox.update(a, { readBy: ['agnes'] })
    await inbox.setMail(a, 'sent')
    await inbox.update(a, { status: 'open', assignee: { uid: 'agnes', name: 'Agnes' } })
    expect(await inbox.get(a)).toEqual({
      ...request('7', 1_000),
      mail: 'sent',
      readBy: ['agnes'],
      status: 'open',
      assignee: { uid: 'agnes', name: 'Agnes' },
    })
    expect(await inbox.get('nothing')).toBeNull()
  }, 30_000)

  it('keeps notes beside the request, oldest first', async () => {
    const inbox = firestoreInbox(local.db)
    const id = await inbox.add(request('9', 1_000))
    await inbox.addNote(id, { by: { uid: 'adam', name: 'Adam' }, at: 20, text: 'Second' })
    await inbox.addNote(id, { by: { uid: 'agnes', name: 'Agnes' }, at: 10, text: 'First' })
    const notes = await inbox.notes(id)
    expect(notes.map(({ text, by }) => [text, by.name])).toEqual([
      ['First', 'Agnes'],
      ['Second', 'Adam'],
    ])
    expect(notes[0]?.id).toEqual(expect.any(String))
    expect(await inbox.notes(await inbox.add(request('9', 2_000)))).toEqual([])
  }, 30_000)
})
