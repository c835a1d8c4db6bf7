// `npm run publishing:connect -- --project ID`: the one step a deployment needs before Publish
// builds the deployed site (issue 45, decision 053). It enables the Cloud Build API and grants the
// project's default compute service account (the functions' identity, and the identity of the
// builds they submit) what publishing uses: submitting builds, reading the versions' files and the
// photos, writing the builds' reports in Firestore, reading the alerts key, deploying Hosting. A
// project still on the legacy Cloud Build account gets the same roles there. Needs gcloud, signed
// in as a project owner. Safe to run again.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

/** What the functions' account and the builds need, each role once. */
export const publishingRoles = [
  'roles/cloudbuild.builds.editor',
  'roles/iam.serviceAccountUser',
  'roles/firebasehosting.admin',
  'roles/datastore.user',
  'roles/storage.objectViewer',
  'roles/secretmanager.secretAccessor',
  'roles/logging.logWriter',
]

/** The accounts a build of this project may run as: the default compute one, the legacy one. */
export const buildAccounts = (projectNumber) => [
  `${projectNumber}-compute@developer.gserviceaccount.com`,
  `${projectNumber}@cloudbuild.gserviceaccount.com`,
]

const gcloud = (args, options = {}) =>
  execFileSync('gcloud', args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    ...options,
  })

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { project: { type: 'string' } } })
  const project = values.project
  if (!project) {
    console.error('Name the project: npm run publishing:connect -- --project your-project')
    process.exit(2)
  }
  gcloud(['services', 'enable', 'cloudbuild.googleapis.com', '--project', project])
  const number = gcloud(['projects', 'describe', project, '--format=value(projectNumber)']).trim()
  const [compute, legacy] = buildAccounts(number)
  for (const [account, required] of [
    [compute, true],
    [legacy, false],
  ])
    for (const role of publishingRoles) {
      try {
        gcloud(
          [
            'projects',
            'add-iam-policy-binding',
            project,
            `--member=serviceAccount:${account}`,
            `--role=${role}`,
            '--condition=None',
            '--quiet',
          ],
          { stdio: ['ignore', 'ignore', required ? 'inherit' : 'ignore'] },
        )
      } catch (error) {
        if (required) throw error
        break // no legacy Cloud Build account in this project
      }
    }
  console.log(`Publishing is connected: builds of ${project} run as ${compute}.`)
}
