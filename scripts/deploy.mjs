// `npm run deploy -- --project your-project`: builds the site with the production settings, writes
// firebase.deploy.json (firebase.json with the Content-Security-Policy made for those settings,
// decision 023) and deploys Hosting, the functions and Firestore's rules with it. Extra arguments
// go to `firebase deploy`. Before, it uploads the source snapshot Publish builds from (decision
// 053). Then it tells the alerts the catalogue is published: the alertsPublish
// function reads the live catalogue (the site's own before a first publish; decision 055) and
// mails what changed (scripts/publish-catalogue.mjs, decision 047), given ALERTS_PUBLISH_KEY.
import { execFileSync, execSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { projectId } from './lib/emulator-config.mjs'
import { buildSettings, firebaseDeploy, writeDeployHostingConfig } from './lib/hosting-config.mjs'
import { bundleForNode } from './lib/bundle-for-node.mjs'
import { publishCatalogue, publishFunctionUrl } from './publish-catalogue.mjs'

/**
 * The source snapshot Publish builds from (decision 053): this commit's files and the production
 * settings (.env.production.local: the web app's public config), uploaded to the admin function's
 * bucket (SITE_FILES_BUCKET in functions/.env.<project>, else the project's default bucket) and
 * named there by the commit; its address goes to the function as SITE_SOURCE. Needs gcloud.
 * @param {string} project
 */
async function uploadSource(project) {
  const envFile = `functions/.env.${project}`
  const lines = existsSync(envFile) ? readFileSync(envFile, 'utf8').split('\n') : []
  const setting = (name) =>
    lines.find((line) => line.startsWith(`${name}=`))?.slice(name.length + 1)
  const bucket = setting('SITE_FILES_BUCKET') || `${project}.firebasestorage.app`
  if (execSync('git status --porcelain').toString().trim())
    console.warn('Uncommitted changes are not in the snapshot Publish builds from: commit first.')
  const commit = execSync('git rev-parse HEAD').toString().trim()
  const file = join(tmpdir(), `luxury-living-${commit}.tar.gz`)
  const settings = ['.env.production.local'].filter((name) => existsSync(name))
  execFileSync('git', [
    'archive',
    '--format=tar.gz',
    ...settings.flatMap((name) => ['--add-file', name]),
    '-o',
    file,
    'HEAD',
  ])
  const { bucketFolders } = await bundleForNode('scripts/lib/site-runner-entry.ts')
  const address = `gs://${bucket}/${bucketFolders.source}${commit}.tar.gz`
  execFileSync('gcloud', ['storage', 'cp', file, address, '--project', project], {
    stdio: 'inherit',
  })
  const kept = lines.filter((line) => line && !line.startsWith('SITE_SOURCE='))
  writeFileSync(envFile, [...kept, `SITE_SOURCE=${address}`, ''].join('\n'))
}

if (buildSettings().VITE_AUTH_EMULATOR_URL) {
  console.error(
    'VITE_AUTH_EMULATOR_URL is set for production: the site would sign in against an emulator.\n' +
      'Leave it empty in .env.production.local (docs/deploying.md, "Deploying to a real Firebase project").',
  )
  process.exit(1)
}
// The project deployed to: `--project` / `-P` as given to firebase, or .firebaserc's default.
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { project: { type: 'string', short: 'P' } },
  strict: false,
})
const project = typeof values.project === 'string' ? values.project : projectId

execSync('npm run build', { stdio: 'inherit' })
const config = writeDeployHostingConfig()
await uploadSource(project)
firebaseDeploy({ config, only: 'hosting,functions,firestore', args: process.argv.slice(2) })

const functionUrl = publishFunctionUrl(project)
const key = process.env.ALERTS_PUBLISH_KEY
if (!key) {
  console.warn(
    'No alerts were sent: set ALERTS_PUBLISH_KEY, then run\n' +
      `  npm run publish:catalogue -- --project ${project}`,
  )
} else {
  const { status, body } = await publishCatalogue({ functionUrl, key })
  console.log(`Alerts run (${status}):`, JSON.stringify(body))
  if (status !== 200) process.exit(1)
}
