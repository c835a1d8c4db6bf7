import { parse } from 'csv-parse/sync'
import { adminApi } from '@/config/paths'
import { figuresAnswerSchema } from '@/features/figures/figures-api'
import { adminRoutes } from './admin-routes'
import { handleAdmin } from './admin-router'
import type { ListingRevision } from './admin-deps'
import { account, memoryAdminDeps } from './memory-admin-deps'

const NOW = Date.UTC(2026, 10, 28, 15)

function setUp() {
  const made = memoryAdminDeps(
    [
      account('olivia', { role: 'owner' }),
      account('agnes', { role: 'agent' }),
      account('arthur', { role: 'agent' }),
      account('victor'),
    ],
    { now: () => NOW },
  )
  const head = (uid: string | null, title: string) =>
    ({
      owner: { uid, name: uid ?? 'import' },
      record: { estate_title: title },
    }) as unknown as ListingRevision
  made.listings.heads.set('7', head('agnes', 'Villa Azur'))
  made.listings.heads.set('8', head('arthur', 'Constantia Manor'))
  const call = async (
    uid: string,
    query: Record<string, string>,
    path: string = adminApi.figures.pattern,
  ) => {
    const answer = await handleAdmin(
      {
        method: 'GET',
        path,
        query,
        headers: { authorization: `Bearer ${made.tokenOf(uid)}` },
      },
      made.deps,
      adminRoutes,
    )
    return answer
  }
  return { ...made, call }
}

describe('GET /api/admin/figures', () => {
  it("gives an agent their listing's days, zero-filled, today's (UTC) last", async () => {
    const { call, figures } = setUp()
    await figures.add('7', '2026-11-28', { views: 2, visitors: 1, saves: 1 })
    await figures.add('7', '2026-11-26', { enquiries: 1 })
    const { status, body } = await call('agnes', { estate: '7', days: '7' })
    expect(status).toBe(200)
    const answer = figuresAnswerSchema.parse(body)
    expect(answer.listings).toEqual([{ id: '7', title: 'Villa Azur' }])
    expect(answer.figures.map(({ day }) => day)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ])
    expect(answer.figures.at(-1)).toEqual({
      day: '2026-11-28',
      views: 2,
      visitors: 1,
      enquiries: 0,
      saves: 1,
    })
    expect(answer.figures[4]).toMatchObject({ enquiries: 1 })
  })

  it('reads 30 days unless 7, 30 or 90 are asked, and the first listing when none is', async () => {
    const { call } = setUp()
    const answer = figuresAnswerSchema.parse((await call('olivia', { days: '1000' })).body)
    expect(answer).toMatchObject({ days: 30, estateId: '8' })
    expect(answer.figures).toHaveLength(30)
    expect(answer.listings.map(({ id }) => id)).toEqual(['8', '7'])
  })

  it("refuses an agent another agent's listing (404), and a visitor everything (403) @fault", async () => {
    const { call } = setUp()
    expect((await call('agnes', { estate: '8' })).status).toBe(404)
    expect((await call('victor', { estate: '7' })).status).toBe(403)
  })
})

describe('GET /api/admin/figures.csv', () => {
  const csv = adminApi.figuresExport.pattern

  it("gives an agent their listing's days as a CSV file, a row a day, today's (UTC) last", async () => {
    const { call, figures } = setUp()
    await figures.add('7', '2026-11-28', { views: 2, visitors: 1, saves: 1 })
    const answer = await call('agnes', { estate: '7', days: '7' }, csv)
    expect(answer.status).toBe(200)
    expect(answer.headers).toMatchObject({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="figures-7-7-days.csv"',
    })
    const text = (answer.body as Buffer).toString('utf8')
    expect(text.startsWith('\uFEFFDay (UTC),Views,Visitors,Requests,Saves\r\n')).toBe(true)
    const rows = parse(text, { bom: true }) as string[][]
    expect(rows).toHaveLength(1 + 7)
    expect(rows.at(-1)).toEqual(['2026-11-28', '2', '1', '0', '1'])
  })

  it("refuses another agent's listing (404) and a visitor (403) @fault", async () => {
    const { call } = setUp()
    expect((await call('agnes', { estate: '8' }, csv)).status).toBe(404)
    expect((await call('victor', { estate: '7' }, csv)).status).toBe(403)
    expect((await call('olivia', { estate: '7', days: '30' }, csv)).status).toBe(200)
  })
})
