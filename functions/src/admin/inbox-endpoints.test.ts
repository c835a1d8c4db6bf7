import { adminApi } from '@/config/paths'
import { inboxListAnswerSchema, inboxRequestAnswerSchema } from '@/features/inbox/inbox-api'
import type { InboxRequest } from '@/features/inbox/request-schema'
import { adminRoutes } from './admin-routes'
import { handleAdmin, type AdminRequest } from './admin-router'
import type { ListingRevision } from './admin-deps'
import { account, memoryAdminDeps } from './memory-admin-deps'

function setUp() {
  const made = memoryAdminDeps([
    account('olivia', { role: 'owner' }),
    account('adam', { role: 'admin' }),
    account('agnes', { role: 'agent' }),
    account('arthur', { role: 'agent' }),
    account('victor'),
  ])
  let now = 1_800_000_000_000
  made.deps.now = () => (now += 60_000)
  for (const [uid, role] of [
    ['olivia', 'owner'],
    ['adam', 'admin'],
    ['agnes', 'agent'],
    ['arthur', 'agent'],
  ] as const)
    made.staffRecords.set(uid, {
      uid,
      email: `${uid}@example.com`,
      name: uid[0]!.toUpperCase() + uid.slice(1),
      role,
      grantedBy: { uid: null, name: 'staff:grant' },
      grantedAt: 0,
    })
  // Agnes owns the listing of estate 7; estate 8's was imported (no one's).
  const head = (uid: string | null) =>
    ({ owner: { uid, name: uid ?? 'import' } }) as unknown as ListingRevision
  made.listings.heads.set('7', head('agnes'))
  made.listings.heads.set('8', head(null))
  const call = (uid: string, method: string, path: string, body?: unknown) => {
    const raw = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    const request: AdminRequest = {
      method,
      path,
      query: {},
      headers: {
        authorization: `Bearer ${made.tokenOf(uid)}`,
        ...(raw
          ? { 'content-type': 'application/json', 'content-length': String(raw.length) }
          : {}),
      },
      rawBody: raw,
    }
    return handleAdmin(request, made.deps, adminRoutes)
  }
  return { ...made, call }
}

const request = (estateId: string, at: number, name = 'Henrietta Vale'): InboxRequest => ({
  at,
  kind: 'viewing',
  estateId,
  estateTitle: `Estate ${estateId}`,
  visitorUid: 'visitor-1',
  visitor: { account: 'h@example.com', name, email: 'h@example.com', phone: '' },
  dates: ['2026-12-01T10:00:00.000Z'],
  timeZone: 'Europe/Paris',
  message: '<img src=x onerror=alert(1)>',
  language: 'en',
  recipient: { name: 'Agnes', address: 'agnes@example.com' },
  mail: 'sent',
  status: 'new',
  assignee: null,
  readBy: [],
})

const list = async (call: ReturnType<typeof setUp>['call'], uid: string) => {
  const answer = await call(uid, 'GET', adminApi.inbox.href())
  expect(answer.status).toBe(200)
  return inboxListAnswerSchema.parse(answer.body)
}

describe('the inbox’s endpoints', () => {
  it('lists the newest first; an agent only the requests about their listings', async () => {
    const { call, inbox } = setUp()
    const mine = await inbox.add(request('7', 1_000))
    const others = await inbox.add(request('8', 3_000, 'Other Visitor'))
    const newer = await inbox.add(request('7', 2_000))

    const agnes = await list(call, 'agnes')
    expect(agnes.requests.map(({ id }) => id)).toEqual([newer, mine])
    expect(agnes.unread).toBe(2)
    expect(agnes.more).toBe(false)
    expect(agnes.staff.map(({ name }) => name)).toEqual(['Adam', 'Agnes', 'Arthur', 'Olivia'])
    // Who else read it is not said: only whether this member did.
    expect(agnes.requests[0]).not.toHaveProperty('readBy')
    expect((await list(call, 'arthur')).requests).toEqual([])
    expect((await list(call, 'adam')).requests.map(({ id }) => id)).toEqual([others, newer, mine])
    expect((await list(call, 'olivia')).unread).toBe(3)
  })

  it('says when there are more requests than the list holds', async () => {
    const { call, inbox } = setUp()
    for (let n = 0; n < 201; n++) await inbox.add(request('8', n))
    const answer = await list(call, 'adam')
    expect(answer.requests).toHaveLength(200)
    expect(answer.requests.at(-1)?.at).toBe(1)
    expect(answer.more).toBe(true)
  })

  it('marks a request read by the member who opens it, for them only', async () => {
    const { call, inbox } = setUp()
    const id = await inbox.add(request('7', 1_000))
    const opened = await call('agnes', 'GET', adminApi.inboxRequest.href(id))
    expect(opened.status).toBe(200)
    const answer = inboxRequestAnswerSchema.parse(opened.body)
    expect(answer.request).toMatchObject({ read: true, message: '<img src=x onerror=alert(1)>' })
    expect(answer.newlyRead).toBe(true)
    expect(inbox.requests.get(id)?.readBy).toEqual(['agnes'])
    expect((await list(call, 'agnes')).unread).toBe(0)
    expect((await list(call, 'adam')).unread).toBe(1)
    // Opened again: nothing changes.
    const again = inboxRequestAnswerSchema.parse(
      (await call('agnes', 'GET', adminApi.inboxRequest.href(id))).body,
    )
    expect(again.newlyRead).toBe(false)
    await call('adam', 'GET', adminApi.inboxRequest.href(id))
    expect(inbox.requests.get(id)?.readBy).toEqual(['agnes', 'adam'])
  })

  it('answers another agent as if the request did not exist @fault', async () => {
    const { call, inbox, entries } = setUp()
    const id = await inbox.add(request('7', 1_000))
    const opened = await call('arthur', 'GET', adminApi.inboxRequest.href(id))
    expect(opened.status).toBe(404)
    const changed = await call('arthur', 'PATCH', adminApi.inboxRequest.href(id), {
      status: 'spam',
    })
    expect(changed.status).toBe(404)
    const noted = await call('arthur', 'POST', adminApi.inboxNotes.href(id), { text: 'Mine now' })
    expect(noted.status).toBe(404)
    expect(inbox.requests.get(id)).toMatchObject({ status: 'new', readBy: [] })
    expect(inbox.noteLists.get(id)).toBeUndefined()
    expect(entries).toEqual([])
    expect((await call('arthur', 'GET', adminApi.inboxRequest.href('nothing'))).status).toBe(404)
    // A visitor: the door's 403, as for every admin path.
    expect((await call('victor', 'GET', adminApi.inbox.href())).status).toBe(403)
  })

  it('changes the status and the assignee, each in the audit log', async () => {
    const { call, inbox, entries } = setUp()
    const id = await inbox.add(request('7', 1_000))
    const changed = await call('agnes', 'PATCH', adminApi.inboxRequest.href(id), {
      status: 'open',
      assigneeUid: 'agnes',
    })
    expect(changed.status).toBe(200)
    expect(inboxRequestAnswerSchema.parse(changed.body).request).toMatchObject({
      status: 'open',
      assignee: { uid: 'agnes', name: 'Agnes' },
    })
    expect(inbox.requests.get(id)).toMatchObject({
      status: 'open',
      assignee: { uid: 'agnes', name: 'Agnes' },
    })
    expect(entries.map(({ action, detail }) => [action, detail])).toEqual([
      ['request.status', { from: 'new', to: 'open' }],
      ['request.assign', { from: null, to: 'Agnes', toUid: 'agnes' }],
    ])
    expect(entries[0]?.target).toEqual({
      kind: 'request',
      id,
      label: 'Henrietta Vale, Estate 7',
    })

    // The same again: nothing to log.
    await call('agnes', 'PATCH', adminApi.inboxRequest.href(id), { status: 'open' })
    expect(entries).toHaveLength(2)
    // No one's again.
    await call('adam', 'PATCH', adminApi.inboxRequest.href(id), { assigneeUid: null })
    expect(inbox.requests.get(id)?.assignee).toBeNull()
    expect(entries).toHaveLength(3)
  })

  it('refuses an unknown status, and an assignee who is not staff @fault', async () => {
    const { call, inbox } = setUp()
    const id = await inbox.add(request('7', 1_000))
    const status = await call('adam', 'PATCH', adminApi.inboxRequest.href(id), {
      status: 'deleted',
    })
    expect(status.status).toBe(400)
    expect(status.body).toMatchObject({ error: { code: 'invalid', fields: { status: /One of/ } } })
    const victor = await call('adam', 'PATCH', adminApi.inboxRequest.href(id), {
      assigneeUid: 'victor',
    })
    expect(victor.status).toBe(400)
    expect(victor.body).toMatchObject({ error: { fields: { assigneeUid: /staff/ } } })
    expect(inbox.requests.get(id)).toMatchObject({ status: 'new', assignee: null })
  })

  it('keeps notes signed by their member, oldest first; empty and overlong ones refused', async () => {
    const { call, inbox } = setUp()
    const id = await inbox.add(request('7', 1_000))
    const first = await call('agnes', 'POST', adminApi.inboxNotes.href(id), {
      text: '  Called back, no answer.  ',
    })
    expect(first.status).toBe(201)
    await call('adam', 'POST', adminApi.inboxNotes.href(id), { text: 'Try again on Monday.' })
    const { notes } = inboxRequestAnswerSchema.parse(
      (await call('agnes', 'GET', adminApi.inboxRequest.href(id))).body,
    )
    expect(notes.map(({ by, text }) => [by.name, text])).toEqual([
      ['Agnes', 'Called back, no answer.'],
      ['Adam', 'Try again on Monday.'],
    ])
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const refused = await call('agnes', 'POST', adminApi.inboxNotes.href(id), { text })
      expect(refused.status).toBe(400)
    }
    expect(
      (await call('agnes', 'POST', adminApi.inboxNotes.href(id), { text: 'x'.repeat(2000) }))
        .status,
    ).toBe(201)
  })
})

describe('a reply from the inbox', () => {
  const threaded = (estateId: string, at: number): InboxRequest => ({
    ...request(estateId, at),
    mailMessageId: '<request-1@luxuryliving.example>',
    mailSubject: 'Viewing request: Estate 7',
  })

  it('mails the visitor in the request mail’s thread, Reply-To the agency, and keeps it', async () => {
    const { call, inbox, outbox, entries } = setUp()
    const id = await inbox.add(threaded('7', 1_000))
    const answer = await call('agnes', 'POST', adminApi.inboxReplies.href(id), {
      text: '  Tuesday at ten suits us.\r\nBcc: evil@example.com  ',
    })
    expect(answer.status).toBe(201)
    expect(outbox).toHaveLength(1)
    const mail = outbox[0]!
    expect(mail.to).toEqual({ address: 'h@example.com' })
    expect(mail.replyTo).toEqual({
      name: 'Luxury Living Private Office',
      address: 'private.office@luxuryliving.example',
    })
    expect(mail.subject).toBe('Re: Viewing request: Estate 7')
    expect(mail.inReplyTo).toBe('<request-1@luxuryliving.example>')
    expect(mail.references).toBe('<request-1@luxuryliving.example>')
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@luxuryliving\.example>$/)
    // Plain text only: the text is a body line, never a header nor markup.
    expect(mail).not.toHaveProperty('html')
    expect(mail.text).toContain('Tuesday at ten suits us.\r\nBcc: evil@example.com\n\n-- \nAgnes')

    const body = inboxRequestAnswerSchema.parse(answer.body)
    expect(body.request.status).toBe('replied')
    expect(body.request.repliedAt).toEqual(expect.any(Number))
    expect(body.replies).toEqual([
      {
        id: expect.any(String),
        by: { uid: 'agnes', name: 'Agnes' },
        at: body.request.repliedAt,
        text: 'Tuesday at ten suits us.\r\nBcc: evil@example.com',
        messageId: mail.messageId,
      },
    ])
    expect(inbox.requests.get(id)?.status).toBe('replied')
    expect(entries.at(-1)).toMatchObject({
      action: 'request.reply',
      by: { uid: 'agnes', name: 'Agnes' },
      target: { kind: 'request', id, label: 'Henrietta Vale, Estate 7' },
      detail: { to: 'h@example.com', from: 'new' },
    })
  })

  it('@fault records nothing as sent when the mail fails', async () => {
    const { call, inbox, outbox, entries, mailState } = setUp()
    const id = await inbox.add(threaded('7', 1_000))
    mailState.down = true
    const answer = await call('adam', 'POST', adminApi.inboxReplies.href(id), { text: 'Hello' })
    expect(answer.status).toBe(502)
    expect(answer.body).toMatchObject({ error: { code: 'mail-failed' } })
    expect(outbox).toEqual([])
    expect(inbox.replyLists.get(id)).toBeUndefined()
    expect(inbox.requests.get(id)?.status).toBe('new')
    expect(entries.filter(({ action }) => action === 'request.reply')).toEqual([])
  })

  it('@fault refuses another agent’s request (404), an empty or too long text (400)', async () => {
    const { call, inbox, outbox } = setUp()
    const id = await inbox.add(threaded('7', 1_000))
    expect(
      (await call('arthur', 'POST', adminApi.inboxReplies.href(id), { text: 'Hi' })).status,
    ).toBe(404)
    const blank = await call('agnes', 'POST', adminApi.inboxReplies.href(id), { text: '   ' })
    expect(blank.status).toBe(400)
    expect(blank.body).toMatchObject({ error: { fields: { text: 'Write the reply first.' } } })
    const long = await call('agnes', 'POST', adminApi.inboxReplies.href(id), {
      text: 'x'.repeat(5001),
    })
    expect(long.status).toBe(400)
    expect(outbox).toEqual([])
  })

  it('answers an older request with no kept Message-ID outside a thread', async () => {
    const { call, inbox, outbox } = setUp()
    const id = await inbox.add(request('8', 1_000))
    expect(
      (await call('olivia', 'POST', adminApi.inboxReplies.href(id), { text: 'Hi' })).status,
    ).toBe(201)
    expect(outbox[0]?.subject).toBe('Re: Estate 8')
    expect(outbox[0]).not.toHaveProperty('inReplyTo')
  })
})

describe('the inbox’s CSV export', () => {
  it('gives owners and admins every request as CSV; agents and visitors 403', async () => {
    const { call, inbox } = setUp()
    await inbox.add({ ...request('7', Date.UTC(2026, 10, 20, 9)), message: '=HYPERLINK("x")' })
    await inbox.add(request('8', Date.UTC(2026, 10, 21, 9), 'Zoë Côté'))
    for (const uid of ['olivia', 'adam']) {
      const answer = await call(uid, 'GET', adminApi.inboxExport.href())
      expect(answer.status).toBe(200)
      expect(answer.headers).toMatchObject({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': expect.stringMatching(
          /^attachment; filename="inbox-\d{4}-\d\d-\d\d\.csv"$/,
        ),
      })
      const text = (answer.body as Buffer).toString('utf8')
      expect(text.startsWith('\uFEFFReceived,Status,Kind,')).toBe(true)
      const lines = text.slice(1).split('\r\n')
      expect(lines[1]).toMatch(/^2026-11-21T09:00:00\.000Z,new,viewing,8,Estate 8,Zoë Côté,/)
      expect(lines[2]).toContain(',"\'=HYPERLINK(""x"")",')
    }
    for (const uid of ['agnes', 'victor'])
      expect((await call(uid, 'GET', adminApi.inboxExport.href())).status).toBe(403)
  })
})
