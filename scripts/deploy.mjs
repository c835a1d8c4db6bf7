// `npm run deploy -- --project your-project`: builds the site with the production settings, writes
// firebase.deploy.json (firebase.json with the Content-Security-Policy made for those settings,
// decision 023) and deploys Hosting, the functions and Firestore's rules with it. Extra arguments
// go to `firebase deploy`. Then it tells the alerts function the catalogue is published
// (scripts/publish-catalogue.mjs, decision 034), given SITE_URL and ALERTS_PUBLISH_KEY.
import { execFileSync, execSync } from 'node:child_process'
import { buildSettings, writeDeployHostingConfig } from './lib/hosting-config.mjs'
import { publishCatalogue } from './publish-catalogue.mjs'

if (buildSettings().VITE_AUTH_EMULATOR_URL) {
  console.error(
    'VITE_AUTH_EMULATOR_URL is set for production: the site would sign in against an emulator.\n' +
      'Leave it empty in .env.production.local (README, "Deploying to a real Firebase project").',
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

const { SITE_URL: site, ALERTS_PUBLISH_KEY: key } = process.env
if (!site || !key) {
  console.warn(
    'No alerts were sent: set SITE_URL and ALERTS_PUBLISH_KEY, then run\n' +
      '  npm run publish:catalogue -- dist/data.json --site "$SITE_URL"',
  )
} else {
  const { status, body } = await publishCatalogue({ file: 'dist/data.json', site, key })
  console.log(`Alerts run (${status}):`, JSON.stringify(body))
  if (status !== 200) process.exit(1)
}
