// `npm run staff:grant -- EMAIL ROLE [--project ID]`: gives the account with this email a role in
// the back office (owner, admin or agent), or takes it away (`none`), through the Admin SDK: the
// same change the owners make on the staff screen (functions/src/admin/staff-changes.ts), with its
// entry in the audit log. This is how the first owner is made.
// - Without --project: the local emulators `npm start` runs (the Auth emulator and the local
//   Firestore); they must be running.
// - With --project ID: that Firebase project, with Application Default Credentials
//   (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS).
import { hostname, userInfo } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { bundleForNode } from './lib/bundle-for-node.mjs'
import { adminApp } from './lib/admin-app.mjs'

const usage = 'Usage: npm run staff:grant -- EMAIL owner|admin|agent|none [--project ID]'

/** The grant's code (TypeScript, shared with the admin function), bundled for Node once. */
let loaded
const loadGrant = () => (loaded ??= bundleForNode('scripts/lib/staff-grant-entry.ts'))

/**
 * @param {{ email: string, role: string, project?: string, log?: (line: string) => void }} options
 * @returns {Promise<number>} the exit code
 */
export async function staffGrant({ email, role, project, log = console.log }) {
  const grant = await loadGrant()
  if (role !== 'none' && !grant.isStaffRole(role)) {
    log(`${role} is not a role: ${grant.staffRoles.join(', ')} or none.\n${usage}`)
    return 2
  }
  const admin = await adminApp({ name: 'staff-grant', project, auth: true })
  if ('unavailable' in admin) {
    log(admin.unavailable)
    return 1
  }
  const { app, sdk } = admin
  try {
    const deps = {
      accounts: grant.firebaseAccounts(sdk.getAuth(app)),
      staff: grant.firestoreStaffStore(sdk.getFirestore(app)),
      audit: grant.firestoreAuditLog(sdk.getFirestore(app)),
      now: () => Date.now(),
    }
    const account = await deps.accounts.byEmail(email.trim())
    if (!account) {
      log(`No account uses ${email}: they register on the site first.`)
      return 1
    }
    const by = { uid: null, name: `npm run staff:grant (${userInfo().username}@${hostname()})` }
    const change = await grant.setStaffRole(account, role === 'none' ? null : role, by, deps, {
      requireVerified: false,
    })
    if (!change.ok) {
      log(change.reason === 'not-staff' ? `${email} holds no role.` : `Refused: ${change.reason}`)
      return 1
    }
    const now = role === 'none' ? 'no role' : `the role ${role}`
    log(
      change.changed
        ? `${email} now has ${now} (before: ${change.previous ?? 'none'}).`
        : `${email} already had ${now}.`,
    )
    if (change.revoked) log('Their sessions have ended: they sign in again to use their new role.')
    if (role !== 'none' && !account.emailVerified)
      log(
        `Note: ${email} has not confirmed its address: the back office refuses them until they do.`,
      )
    return 0
  } finally {
    await admin.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' } },
  })
  const [email, role] = positionals
  if (!email || !role || positionals.length > 2) {
    console.error(usage)
    process.exit(2)
  }
  process.exit(await staffGrant({ email, role, project: values.project }))
}
