/**
 * The deployed site's builder (issue 45, decision 053): a queued version is built and deployed by
 * a Cloud Build build the admin function submits, from the source snapshot `npm run deploy`
 * uploaded (`SITE_SOURCE`, `gs://bucket/object.tar.gz`), so the site is built from the code that
 * is deployed. The build runs the site runner once (`scripts/site-runner.mjs --once`): the same
 * rules as locally (newest queued wins, a swap only above the live version), its swap a Hosting
 * deploy, its report `builds/{n}` and `site/live`, then the alerts.
 */

/** What starts a queued version's build; locally nothing (the runner watches the queue). */
export type Builder = { start: (build: { n: number; hash: string }) => Promise<void> }

type Buckets = { siteFiles: string; photos: string }

/** The source snapshot's address, as deploy.mjs writes it. */
const SOURCE = /^gs:\/\/([a-z0-9][a-z0-9._-]{1,220})\/(\S+\.tar\.gz)$/

export function parseSource(source: string) {
  const match = SOURCE.exec(source)
  return match ? { bucket: match[1]!, object: match[2]! } : null
}

/** The image the build's steps run in: the Node.js the functions declare. */
const NODE_IMAGE = 'node:20'

/**
 * The Cloud Build request for version n: install, then the runner once with the project's
 * alerts key (Secret Manager) for the alerts run after the deploy.
 */
export function cloudBuildRequest({
  project,
  source,
  buckets,
  n,
}: {
  project: string
  source: { bucket: string; object: string }
  /** The private buckets of the versions' files and the photos' (the admin function's). */
  buckets: Buckets
  n: number
}) {
  return {
    source: { storageSource: { bucket: source.bucket, object: source.object } },
    steps: [
      { name: NODE_IMAGE, entrypoint: 'npm', args: ['ci', '--no-audit', '--no-fund'] },
      {
        name: NODE_IMAGE,
        entrypoint: 'npm',
        args: ['ci', '--no-audit', '--no-fund', '--prefix', 'functions'],
      },
      {
        name: NODE_IMAGE,
        entrypoint: 'node',
        args: [
          'scripts/site-runner.mjs',
          '--once',
          '--project',
          project,
          '--site-files-bucket',
          buckets.siteFiles,
          '--photos-bucket',
          buckets.photos,
        ],
        secretEnv: ['ALERTS_PUBLISH_KEY'],
      },
    ],
    availableSecrets: {
      secretManager: [
        {
          versionName: `projects/${project}/secrets/ALERTS_PUBLISH_KEY/versions/latest`,
          env: 'ALERTS_PUBLISH_KEY',
        },
      ],
    },
    // A build of 1,000 listings took 41-123 s locally; the install and the deploy add minutes.
    timeout: '1800s',
    tags: ['luxury-living-publish', `version-${n}`],
    options: { logging: 'CLOUD_LOGGING_ONLY' },
  }
}

/**
 * Submits the build with the function's own service account (an OAuth token with the
 * cloud-platform scope). A refusal throws with Cloud Build's words: the version's build is then
 * marked failed with them.
 */
export function cloudBuilder({
  project,
  source,
  buckets,
  token,
  fetchImpl = fetch,
}: {
  project: string
  source: string
  buckets: () => Promise<Buckets>
  token: () => Promise<string>
  fetchImpl?: typeof fetch
}): Builder {
  return {
    start: async ({ n }) => {
      const from = parseSource(source)
      if (!from) throw new Error(`SITE_SOURCE is not a gs:// address of a .tar.gz: "${source}"`)
      const response = await fetchImpl(
        `https://cloudbuild.googleapis.com/v1/projects/${encodeURIComponent(project)}/builds`,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${await token()}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(
            cloudBuildRequest({ project, source: from, buckets: await buckets(), n }),
          ),
          signal: AbortSignal.timeout(20_000),
        },
      )
      if (!response.ok) {
        const said = await response.text().catch(() => '')
        throw new Error(`Cloud Build answered ${response.status}: ${said.slice(0, 300)}`)
      }
    },
  }
}
