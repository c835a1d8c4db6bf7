import { adminApi } from '@/config/paths'
import { photoUploads } from '@/config/constants'
import { listPhotos, servePhotoFile, uploadPhoto } from '../photos/photo-endpoints'
import type { AdminRoute } from './admin-router'
import { readAudit } from './audit-endpoints'
import { changeRole, grantRole, listStaff, removeRole } from './staff-endpoints'

/**
 * Every endpoint of the admin function: its method, its path (adminApi, src/config/paths.ts), the
 * permission it needs (src/features/staff/roles.ts) and its handler. The browser tests call each
 * one as a visitor and expect 403, so a new endpoint is covered by adding it here.
 */
export const adminRoutes: readonly AdminRoute[] = [
  {
    method: 'GET',
    path: adminApi.me.pattern,
    allow: 'anyStaff',
    handle: async ({ member }) => ({ status: 200, body: { member } }),
  },
  { method: 'GET', path: adminApi.staff.pattern, allow: 'manageStaff', handle: listStaff },
  { method: 'POST', path: adminApi.staff.pattern, allow: 'manageStaff', handle: grantRole },
  { method: 'PATCH', path: adminApi.staffMember.pattern, allow: 'manageStaff', handle: changeRole },
  {
    method: 'DELETE',
    path: adminApi.staffMember.pattern,
    allow: 'manageStaff',
    handle: removeRole,
  },
  { method: 'GET', path: adminApi.audit.pattern, allow: 'readAudit', handle: readAudit },
  // Photos (decision 050): uploaded by any member who writes listings, seen by any member.
  {
    method: 'POST',
    path: adminApi.photos.pattern,
    allow: 'editOwnDrafts',
    // The photo itself; Cloud Functions read at most 32 MB of any request.
    maxBodyBytes: photoUploads.maxBytes,
    handle: uploadPhoto,
  },
  { method: 'GET', path: adminApi.photos.pattern, allow: 'anyStaff', handle: listPhotos },
  { method: 'GET', path: adminApi.photoFile.pattern, allow: 'anyStaff', handle: servePhotoFile },
]
