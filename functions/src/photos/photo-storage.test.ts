// @vitest-environment node
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { photoFileName } from '@/features/photos/photo-schema'
import { bucketStorage, folderStorage, photoStorageFor, type PhotoBucket } from './photo-storage'

const name = photoFileName('c0'.repeat(32), 480)

describe('the photos’ folder (the emulators’ storage)', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'photo-storage-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('writes a file whole under its name, reads it back, and says null for one it lacks', async () => {
    const storage = folderStorage(join(dir, 'photos'))
    expect(await storage.read(name)).toBeNull()
    await storage.write(name, Buffer.from('avif bytes'))
    expect((await storage.read(name))?.toString()).toBe('avif bytes')
    // Written again (the same photo): still one file, no temporary one left.
    await storage.write(name, Buffer.from('avif bytes'))
    expect(await readdir(join(dir, 'photos'))).toEqual([name])
  })

  it('leaves no file under the name when a write fails mid-way @fault', async () => {
    const storage = folderStorage(dir)
    // A folder where the file should go: the rename into place fails after the bytes are written.
    await mkdir(join(dir, name))
    await expect(storage.write(name, Buffer.from('x'))).rejects.toThrow()
    expect(await readdir(dir)).toEqual([name])
  })

  it('takes no name but a photo file’s: no path leaves the folder @fault', async () => {
    const storage = folderStorage(join(dir, 'photos'))
    await writeFile(join(dir, 'secret.txt'), 'secret')
    await expect(storage.read('../secret.txt')).rejects.toThrow(/Not a photo file/)
    await expect(storage.write('../evil.avif', Buffer.from('x'))).rejects.toThrow(
      /Not a photo file/,
    )
    expect((await readdir(dir)).sort()).toEqual(['secret.txt'])
  })
})

/** A bucket as the Admin SDK gives one, keeping what is asked of it. */
function fakeBucket() {
  const objects = new Map<string, Buffer>()
  const saves: { path: string; options: unknown }[] = []
  const bucket = {
    file: (path: string) => ({
      save: async (
        bytes: Buffer,
        options: { preconditionOpts?: { ifGenerationMatch?: number } },
      ) => {
        saves.push({ path, options })
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
  return { bucket: bucket as unknown as PhotoBucket, objects, saves }
}

describe('the private bucket (deployed)', () => {
  it('creates each object once under photos/, as AVIF, with no ACL and no public address', async () => {
    const { bucket, objects, saves } = fakeBucket()
    const storage = bucketStorage(bucket)
    expect(await storage.read(name)).toBeNull()
    await storage.write(name, Buffer.from('avif bytes'))
    // The same file again: the bucket refuses to replace it (412), which is no failure.
    await storage.write(name, Buffer.from('avif bytes'))
    expect([...objects.keys()]).toEqual([`photos/${name}`])
    expect((await storage.read(name))?.toString()).toBe('avif bytes')
    expect(saves[0]?.options).toEqual({
      contentType: 'image/avif',
      resumable: false,
      metadata: { cacheControl: 'private, max-age=31536000, immutable' },
      preconditionOpts: { ifGenerationMatch: 0 },
    })
    expect(JSON.stringify(saves)).not.toMatch(/public|predefinedAcl/i)
  })

  it('passes on any other failure of the bucket', async () => {
    const bucket = {
      file: () => ({
        save: () => Promise.reject(Object.assign(new Error('forbidden'), { code: 403 })),
        download: () => Promise.reject(Object.assign(new Error('unavailable'), { code: 503 })),
      }),
    } as unknown as PhotoBucket
    const storage = bucketStorage(bucket)
    await expect(storage.write(name, Buffer.from('x'))).rejects.toThrow('forbidden')
    await expect(storage.read(name)).rejects.toThrow('unavailable')
  })
})

describe('which storage the function uses', () => {
  it('is the folder in the emulator, and says how to set it when it is missing', async () => {
    const bucket = vi.fn(async () => fakeBucket().bucket)
    const unset = photoStorageFor({ emulator: true, dir: () => '', bucket })
    await expect(unset.read(name)).rejects.toThrow(/npm start/)
    const dir = await mkdtemp(join(tmpdir(), 'photo-storage-'))
    const storage = photoStorageFor({ emulator: true, dir: () => dir, bucket })
    await storage.write(name, Buffer.from('x'))
    expect(await readdir(dir)).toEqual([name])
    expect(bucket).not.toHaveBeenCalled()
    await rm(dir, { recursive: true })
  })

  it('is the bucket deployed, whatever a folder setting says, asked for on first use only', async () => {
    const { bucket: made, objects } = fakeBucket()
    const bucket = vi.fn(async () => made)
    const storage = photoStorageFor({ emulator: false, dir: () => '/tmp/photos', bucket })
    expect(bucket).not.toHaveBeenCalled()
    await storage.write(name, Buffer.from('x'))
    expect(await storage.read(name)).toEqual(Buffer.from('x'))
    expect(bucket).toHaveBeenCalledOnce()
    expect([...objects.keys()]).toEqual([`photos/${name}`])
  })
})
