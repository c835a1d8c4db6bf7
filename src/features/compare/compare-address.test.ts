import { paths } from '@/config/paths'
import { moveId, readCompareIds } from './compare-address'

const search = (ids: readonly string[]) => new URL(paths.compare.href(ids), 'https://x').search

describe('readCompareIds: the estates the address asks to compare', () => {
  it('reads the ids in the order written', () => {
    expect(readCompareIds('?estates=3,1,7')).toEqual({
      present: true,
      ids: ['3', '1', '7'],
      overLimit: 0,
      unreadable: 0,
    })
  })

  it('reads back what the link writes, an id with a comma or a space included', () => {
    const ids = ['villa, sur mer', '12', 'é']
    expect(readCompareIds(search(ids)).ids).toEqual(ids)
  })

  it('tells an address without the parameter from an empty one', () => {
    expect(readCompareIds('').present).toBe(false)
    expect(readCompareIds('?other=1').present).toBe(false)
    expect(readCompareIds('?estates=')).toMatchObject({ present: true, ids: [] })
  })

  it('drops blanks and repeats, and keeps the first four, counting the rest', () => {
    expect(readCompareIds('?estates=1,,1, 2 ,3,4,5,6')).toMatchObject({
      ids: ['1', '2', '3', '4'],
      overLimit: 2,
    })
  })

  it('survives hostile text: undecodable, overlong or markup entries are only text', () => {
    const hostile = readCompareIds(
      `?x=1&estates=%E0%A4%A,${'a'.repeat(500)},%3Cscript%3Ealert(1)%3C%2Fscript%3E,2`,
    )
    expect(hostile).toMatchObject({
      ids: ['<script>alert(1)</script>', '2'],
      unreadable: 2,
    })
  })
})

describe('moveId: reordering the columns', () => {
  const ids = ['3', '1', '7']
  it('moves one place left or right', () => {
    expect(moveId(ids, '1', -1)).toEqual(['1', '3', '7'])
    expect(moveId(ids, '1', 1)).toEqual(['3', '7', '1'])
  })
  it('leaves the ends and unknown ids as they are, without changing the list given', () => {
    expect(moveId(ids, '3', -1)).toEqual(ids)
    expect(moveId(ids, '7', 1)).toEqual(ids)
    expect(moveId(ids, '9', 1)).toEqual(ids)
    expect(ids).toEqual(['3', '1', '7'])
  })
})
