// `npm start`: builds the production bundle and serves it the way it deploys, with Firebase's
// Hosting emulator and the local Auth emulator; local accounts are kept in .emulator-data/.
import { execSync } from 'node:child_process'
import { hostingUrl } from './lib/emulator-config.mjs'
import { startEmulators } from './lib/emulators.mjs'

execSync('npm run build', { stdio: 'inherit' })
const emulators = await startEmulators({ dataDir: '.emulator-data' })
console.log(
  `\n  Luxury Living is running at ${hostingUrl}\n  (Auth emulator keeps accounts in .emulator-data/; press Ctrl+C to stop)\n`,
)

const shutdown = async () => {
  await emulators.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
emulators.child.on('exit', (code) => process.exit(code ?? 0))
