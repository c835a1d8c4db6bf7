// `npm start`: builds the production bundle and serves it the way it deploys, with Firebase's
// Hosting emulator and the local Auth emulator; local accounts and the local Firestore's documents
// are kept in .emulator-data/.
import { execSync } from 'node:child_process'
import { firestoreServer, hostingUrl, localEcbUrl, mailServer } from './lib/emulator-config.mjs'
import { startEmulators } from './lib/emulators.mjs'
import { catalogueImport } from './catalogue-import.mjs'
import { startSiteRunner } from './site-runner.mjs'

execSync('npm run build', { stdio: 'inherit' })
const emulators = await startEmulators({ dataDir: '.emulator-data' })
// On a fresh machine the back office starts with today's catalogue (kept in .emulator-data/ after).
await catalogueImport({ file: 'public/data.json', onlyIfEmpty: true })
// Publish and Restore in the back office reach the local site through the site runner; it serves
// the live version again, if there is one, in place of public/'s catalogue built above.
const runner = startSiteRunner({
  onCrash: (message) => {
    console.error(`\n  ${message}\n  Stopping the site: start it again with npm start.\n`)
    stop(1)
  },
})
console.log(
  `\n  Luxury Living is running at ${hostingUrl}, its back office at ${hostingUrl}/admin\n  (accounts and the local Firestore's documents are kept in .emulator-data/; press Ctrl+C to stop)\n` +
    `  Mail the site sends (viewing requests, confirmations) arrives at the local SMTP server\n` +
    `  smtp://${mailServer.host}:${mailServer.port} and is kept in ${mailServer.dir}/ (a .eml and a .json per message)\n` +
    `  Local Firestore (the functions' records): ${firestoreServer.host}:${firestoreServer.port}\n` +
    `  A role in the back office for an account: npm run staff:grant -- EMAIL owner\n` +
    `  Exchange rates (/rates.json): refreshed at start from the ECB's local stand-in ${localEcbUrl()}\n` +
    `  Publish in the back office builds the site anew (the local site runner; builds in dist-builds/)\n`,
)

// One way out: the local Firestore writes its documents after Firebase's CLI has exported, so
// this process waits for the whole stop, however it began (Ctrl+C, or the CLI ending by itself).
let stopping
const stop = (code) => {
  stopping ??= runner
    .stop()
    .then(() => emulators.stop())
    .finally(() => process.exit(code))
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
emulators.child.on('exit', (code) => stop(code ?? 0))
