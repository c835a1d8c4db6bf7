// `npm run deploy -- --project your-project`: builds the site with the production settings, writes
// firebase.deploy.json (firebase.json with the Content-Security-Policy made for those settings,
// decision 023) and deploys Hosting, the functions and Firestore's rules with it. Extra arguments
// go to `firebase deploy`. Then it tells the alerts the catalogue is published: the alertsPublish
// function reads the live catalogue (the site's own before a first publish; decision 055) and
// mails what changed (scripts/publish-catalogue.mjs, decision 047), given ALERTS_PUBLISH_KEY.
import { execFileSync, execSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { projectId } from './lib/emulator-config.mjs'
import { buildSettings, writeDeployHostingConfig } from './lib/hosting-config.mjs'
import { publishCatalogue, publishFunctionUrl } from './publish-catalogue.mjs'

if (buildSettings().VITE_AUTH_EMULATOR_URL) {
  console.error(
    'VITE_AUTH_EMULATOR_URL is set for production: the site would sign in against an emulator.\n' +
      'Leave it empty in .env.production.local (docs/deploying.md, "Deploying to a real Firebase project").',
  )
  process.exit(1)
}
execSync('npm run build', { stdio: 'inherit' })
const config = writeDeployHostingConfig()
execFileSync(
  'npx',
  [
    '--no-install',
    'firebase',
    'deploy',
    '--config',
    config,
    '--only',
    'hosting,functions,firestore',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
)

// The project deployed to: `--project` / `-P` as given to firebase, or .firebaserc's default.
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { project: { type: 'string', short: 'P' } },
  strict: false,
})
const project = typeof values.project === 'string' ? values.project : projectId
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
