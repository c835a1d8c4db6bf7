import { catalogueFile } from './catalogue-file'

const naming = (content: string) => {
  const meta = document.createElement('meta')
  meta.name = 'catalogue'
  meta.content = content
  document.head.append(meta)
  return meta
}

describe('the catalogue file a page reads', () => {
  it('is its own version’s copy when its HTML names one', () => {
    const meta = naming('0123456789abcdef')
    try {
      expect(catalogueFile('/data.json')).toBe('/catalogue/0123456789abcdef/data.json')
      expect(catalogueFile('/data.fr.json')).toBe('/catalogue/0123456789abcdef/data.fr.json')
    } finally {
      meta.remove()
    }
  })

  it('is the plain file when the page names none', () => {
    expect(catalogueFile('/data.json')).toBe('/data.json')
    const meta = naming('')
    try {
      expect(catalogueFile('/data.de.json')).toBe('/data.de.json')
    } finally {
      meta.remove()
    }
  })
})
