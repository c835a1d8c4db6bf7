import { cloudBuilder, cloudBuildRequest, parseSource } from './cloud-build'

const SOURCE = 'gs://demo-site.appspot.com/site-files/source/0123abc.tar.gz'

describe('the deployed builder (Cloud Build, decision 053)', () => {
  it('reads only a gs:// address of a .tar.gz', () => {
    expect(parseSource(SOURCE)).toEqual({
      bucket: 'demo-site.appspot.com',
      object: 'site-files/source/0123abc.tar.gz',
    })
    for (const wrong of ['', 'https://example.com/a.tar.gz', 'gs://b/a.zip', 'gs:///a.tar.gz'])
      expect(parseSource(wrong), wrong).toBeNull()
  })

  it('builds from the snapshot: install, then the runner once with the alerts key', () => {
    const request = cloudBuildRequest({
      project: 'demo-site',
      source: { bucket: 'b', object: 'o.tar.gz' },
      buckets: { siteFiles: 'files-bucket', photos: 'photos-bucket' },
      n: 12,
    })
    expect(request.source).toEqual({ storageSource: { bucket: 'b', object: 'o.tar.gz' } })
    expect(request.steps.at(-1)).toEqual({
      name: 'node:20',
      entrypoint: 'node',
      args: [
        'scripts/site-runner.mjs',
        '--once',
        '--project',
        'demo-site',
        '--site-files-bucket',
        'files-bucket',
        '--photos-bucket',
        'photos-bucket',
      ],
      secretEnv: ['ALERTS_PUBLISH_KEY'],
    })
    expect(request.availableSecrets.secretManager[0]?.versionName).toBe(
      'projects/demo-site/secrets/ALERTS_PUBLISH_KEY/versions/latest',
    )
    expect(request.tags).toContain('version-12')
  })

  it('submits with the function’s token; a refusal throws with Cloud Build’s words @fault', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }))
    const builder = cloudBuilder({
      project: 'demo-site',
      source: SOURCE,
      buckets: async () => ({ siteFiles: 'f', photos: 'p' }),
      token: async () => 'ya29.token',
      fetchImpl,
    })
    await builder.start({ n: 3, hash: 'a'.repeat(64) })
    const [url, init] = fetchImpl.mock.calls[0]!
    expect(String(url)).toBe('https://cloudbuild.googleapis.com/v1/projects/demo-site/builds')
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer ya29.token' })
    expect(JSON.parse(String(init?.body))).toMatchObject({
      tags: ['luxury-living-publish', 'version-3'],
    })

    fetchImpl.mockResolvedValueOnce(new Response('PERMISSION_DENIED', { status: 403 }))
    await expect(builder.start({ n: 4, hash: 'b'.repeat(64) })).rejects.toThrow(
      'Cloud Build answered 403: PERMISSION_DENIED',
    )
    const wrong = cloudBuilder({
      project: 'p',
      source: 'nowhere',
      buckets: async () => ({ siteFiles: 'f', photos: 'p' }),
      token: async () => 't',
      fetchImpl,
    })
    await expect(wrong.start({ n: 5, hash: 'c'.repeat(64) })).rejects.toThrow('SITE_SOURCE')
  })
})
