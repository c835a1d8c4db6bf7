// @vitest-environment node
import { createHash } from 'node:crypto'
import { exportCatalogue } from '@/features/listings/catalogue-export'
import type { JsonObject } from '@/features/listings/listing-schema'
import siteData from '../../../public/data.json'
import frenchData from '../../../public/data.fr.json'
import germanData from '../../../public/data.de.json'
import { versionFilesOf } from './catalogue-files'

const records = siteData.properties as JsonObject[]
const french = frenchData.properties as Record<string, JsonObject>
const german = germanData.properties as Record<string, JsonObject>

const exported = (change?: (record: JsonObject) => void) => {
  const listings = structuredClone(records).map((record) => {
    change?.(record)
    return {
      id: String(record.id),
      record,
      translations: { fr: french[String(record.id)], de: german[String(record.id)] },
    }
  })
  const result = exportCatalogue(listings)
  if (!result.ok) throw new Error(JSON.stringify(result.problems))
  return result.files
}

describe('a version’s files', () => {
  it('are the canonical texts, hashed as the runner and the contract say', () => {
    const { hash, files } = versionFilesOf(exported())
    expect(files.map(({ name }) => name)).toEqual(['data.json', 'data.fr.json', 'data.de.json'])
    expect(files[0]!.bytes.toString()).toBe(
      `${JSON.stringify({ properties: JSON.parse(files[0]!.bytes.toString()).properties }, null, 2)}\n`,
    )
    const expected = createHash('sha256')
    for (const { name, bytes } of files) expected.update(`${name}\n`).update(bytes).update('\n')
    expect(hash).toBe(expected.digest('hex'))
  })

  it('give the same hash for the same listings, and another for a changed price', () => {
    expect(versionFilesOf(exported()).hash).toBe(versionFilesOf(exported()).hash)
    const changed = versionFilesOf(exported((record) => void (record.price = 1))).hash
    expect(changed).not.toBe(versionFilesOf(exported()).hash)
  })

  it('name the uploaded photos the estates show, once each', () => {
    const sha = 'c0'.repeat(32)
    const files = exported((record) => {
      if (record.id !== records[0]!.id) return
      record.image = `/images/uploads/${sha}-1200.avif`
      // Every photo the same upload: its count (and its translated alts) as before.
      record.images = (record.images as unknown[]).map((photo) =>
        typeof photo === 'object' ? { ...photo, url: `/images/uploads/${sha}-800.avif` } : photo,
      )
    })
    expect(versionFilesOf(files).photos).toEqual([sha])
    expect(versionFilesOf(exported()).photos).toEqual([])
  })
})
