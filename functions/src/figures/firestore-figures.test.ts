// @vitest-environment node
import { useLocalFirestore } from '../testing/local-firestore'
import { firestoreFigures } from './figures-store'

const local = useLocalFirestore('demo-figures-store')

describe('firestoreFigures (the local Firestore)', () => {
  it('keeps the first secret of a day, marks a visitor once, and increments the day', async () => {
    const store = firestoreFigures(local.db)
    const [a, b] = await Promise.all([
      store.daySecret('2026-11-28', 'one'),
      store.daySecret('2026-11-28', 'two'),
    ])
    expect(a).toBe(b)
    expect(await store.markVisitor('2026-11-28', '7', 'k')).toBe(true)
    expect(await store.markVisitor('2026-11-28', '7', 'k')).toBe(false)
    await store.add('7', '2026-11-28', { views: 1, visitors: 1 })
    await store.add('7', '2026-11-28', { views: 1, saves: 2 })
    expect(await store.days('7', ['2026-11-27', '2026-11-28'])).toEqual([
      { day: '2026-11-27', views: 0, visitors: 0, enquiries: 0, saves: 0 },
      { day: '2026-11-28', views: 2, visitors: 1, enquiries: 0, saves: 2 },
    ])
  })

  it('forgets the secrets and marks of past days', async () => {
    const store = firestoreFigures(local.db)
    await store.daySecret('2026-11-01', 'old')
    await store.markVisitor('2026-11-01', '7', 'k')
    await store.forgetBefore('2026-11-28')
    expect(await store.daySecret('2026-11-01', 'new')).toBe('new')
    expect(await store.markVisitor('2026-11-01', '7', 'k')).toBe(true)
  })
})
