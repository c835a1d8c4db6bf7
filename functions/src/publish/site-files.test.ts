// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PhotoBucket } from '../photos/photo-storage'
import { bucketSiteFiles, folderSiteFiles, siteFileNames, siteFilesFor } from './site-files'

const hash = 'ab'.repeat(32)

describe('the site files’ folder (the emulators’ storage)', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'site-files-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('names the site’s three data files, English first', () => {
    expect(siteFileNames).toEqual(['data.json', 'data.fr.json', 'data.de.json'])
  })

  it('writes a version’s file whole under its hash, never rewrites it, and says null for none', async () => {
    const files = folderSiteFiles(join(dir, 'site-files'))
    expect(await files.read(hash, 'data.json')).toBeNull()
    await files.write(hash, 'data.json', Buffer.from('{"properties":[]}\n'))
    await files.write(hash, 'data.json', Buffer.from('other bytes'))
    expect((await files.read(hash, 'data.json'))?.toString()).toBe('{"properties":[]}\n')
    // The layout the runner reads, and no temporary file left.
    expect(await readdir(join(dir, 'site-files', hash))).toEqual(['data.json'])
    expect(await readFile(join(dir, 'site-files', hash, 'data.json'), 'utf8')).toBe(
      '{"properties":[]}\n',
    )
  })

  it('takes only a version’s own names: no path leaves the folder @fault', async () => {
    const files = folderSiteFiles(join(dir, 'site-files'))
    await writeFile(join(dir, 'secret.json'), 'secret')
    await expect(files.read('..', 'secret.json')).rejects.toThrow(/Not a site file/)
    await expect(files.read(hash, '../../secret.json')).rejects.toThrow(/Not a site file/)
    await expect(files.write(hash, 'index.html', Buffer.from('x'))).rejects.toThrow(
      /Not a site file/,
    )
    expect(await readdir(dir)).toEqual(['secret.json'])
  })

  it('says what to do when the emulator was started without a folder', async () => {
    const files = siteFilesFor({
      emulator: true,
      dir: () => '',
      bucket: () => Promise.reject(new Error('no bucket here')),
    })
    await expect(files.read(hash, 'data.json')).rejects.toThrow(/SITE_FILES_DIR is not set/)
  })
})

describe('the site files’ bucket (deployed)', () => {
  /** A bucket as the Admin SDK gives one, keeping what is asked of it. */
  function fakeBucket() {
    const objects = new Map<string, Buffer>()
    const bucket = {
      file: (path: string) => ({
        save: async (
          bytes: Buffer,
          options: { preconditionOpts?: { ifGenerationMatch?: number } },
        ) => {
          if (options.preconditionOpts?.ifGenerationMatch === 0 && objects.has(path))
            throw Object.assign(new Error('At least one of the pre-conditions did not hold'), {
              code: 412,
            })
          objects.set(path, bytes)
        },
        download: async () => {
          const bytes = objects.get(path)
          if (!bytes) throw Object.assign(new Error('No such object'), { code: 404 })
          return [bytes]
        },
      }),
    }
    return { bucket: bucket as unknown as PhotoBucket, objects }
  }

  it('keeps a file under site-files/{hash}/, created once, and reads it back', async () => {
    const { bucket, objects } = fakeBucket()
    const files = bucketSiteFiles(bucket)
    await files.write(hash, 'data.fr.json', Buffer.from('one'))
    await files.write(hash, 'data.fr.json', Buffer.from('two'))
    expect([...objects.keys()]).toEqual([`site-files/${hash}/data.fr.json`])
    expect((await files.read(hash, 'data.fr.json'))?.toString()).toBe('one')
    expect(await files.read(hash, 'data.de.json')).toBeNull()
  })
})
