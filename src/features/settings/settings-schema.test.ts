import { agencySettingsSchema, retentionCutoff } from './settings-schema'

describe('the agency settings', () => {
  it('keeps a request from one month to ten years, whole months', () => {
    for (const months of [1, 24, 120])
      expect(agencySettingsSchema.safeParse({ inboxRetentionMonths: months }).success).toBe(true)
    for (const months of [0, 121, 1.5, -3, '12', Number.NaN])
      expect(
        agencySettingsSchema.safeParse({ inboxRetentionMonths: months }).error?.issues[0]?.message,
      ).toBe('Choose a whole number of months from 1 to 120.')
  })

  it('cuts off whole calendar months back, in UTC', () => {
    expect(new Date(retentionCutoff(Date.UTC(2026, 10, 28, 9), 6)).toISOString()).toBe(
      '2026-05-28T09:00:00.000Z',
    )
    expect(new Date(retentionCutoff(Date.UTC(2026, 0, 15), 24)).toISOString()).toBe(
      '2024-01-15T00:00:00.000Z',
    )
  })
})
