import { figuresCsv, neutralised } from './figures-csv'

describe('the figures CSV', () => {
  it('writes a header and a line a day', () => {
    expect(figuresCsv([{ day: '2026-11-28', views: 2, visitors: 1, enquiries: 0, saves: 3 }])).toBe(
      'Day (UTC),Views,Visitors,Requests,Saves\r\n2026-11-28,2,1,0,3\r\n',
    )
  })

  it('neutralises cells a spreadsheet would run as formulas @fault', () => {
    expect(neutralised('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    for (const lead of ['+', '-', '@']) expect(neutralised(`${lead}1`)).toBe(`'${lead}1`)
    expect(neutralised(-1)).toBe("'-1")
    expect(neutralised(12)).toBe('12')
  })
})
