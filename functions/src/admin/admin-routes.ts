import { adminApi } from '@/config/paths'
import { listingMoveNames, listingMoves } from '@/features/listings/listing-states'
import { photoUploads } from '@/config/constants'
import { listPhotos, servePhotoFile, uploadPhoto } from '../photos/photo-endpoints'
import { listVersions, publish, restore } from '../publish/publish-endpoints'
import { readSettings, saveSettings } from '../settings/settings-endpoints'
import type { AdminRoute } from './admin-router'
import { readAudit } from './audit-endpoints'
import { IMPORT_MAX_BYTES } from '@/features/import/import-schema'
import { confirmOne, exportListings, photosOne, previewOne } from '../import/import-endpoints'
import { exportFigures, readFigures } from './figures-endpoints'
import {
  addNote,
  changeRequest,
  exportInbox,
  listInbox,
  readRequest,
  replyToRequest,
} from './inbox-endpoints'
import {
  createDraft,
  deleteOne,
  LISTING_MAX_BODY_BYTES,
  listListings,
  moveOne,
  readOne,
  saveOne,
} from './listings-endpoints'
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
  // The listings: every role writes drafts; which listing a member may see or change is the
  // listings' own rule (an agent their own: listing-changes.ts).
  { method: 'GET', path: adminApi.listings.pattern, allow: 'editOwnDrafts', handle: listListings },
  // Before /listings/:id, which its path matches too (the first route that matches answers).
  {
    method: 'GET',
    path: adminApi.listingsExport.pattern,
    allow: 'importListings',
    handle: exportListings,
  },
  { method: 'POST', path: adminApi.listings.pattern, allow: 'editOwnDrafts', handle: createDraft },
  { method: 'GET', path: adminApi.listing.pattern, allow: 'editOwnDrafts', handle: readOne },
  {
    method: 'PUT',
    path: adminApi.listing.pattern,
    allow: 'editOwnDrafts',
    maxBodyBytes: LISTING_MAX_BODY_BYTES,
    handle: saveOne,
  },
  { method: 'DELETE', path: adminApi.listing.pattern, allow: 'editAnyListing', handle: deleteOne },
  // One route a move of the table (listing-states.ts).
  ...listingMoveNames.map((move): AdminRoute => ({
    method: 'POST',
    path: adminApi.listingMove.pattern.replace(':move', move),
    allow: listingMoves[move].allow,
    handle: moveOne(move),
  })),
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
  // Publishing (decision 053): owners and admins.
  { method: 'POST', path: adminApi.publish.pattern, allow: 'publish', handle: publish },
  { method: 'GET', path: adminApi.versions.pattern, allow: 'publish', handle: listVersions },
  { method: 'POST', path: adminApi.versionRestore.pattern, allow: 'publish', handle: restore },
  // The inbox (issue 46): every member who may read requests; which ones is the inbox's own rule
  // (an agent those about their listings: inbox-endpoints.ts).
  { method: 'GET', path: adminApi.inbox.pattern, allow: 'readOwnRequests', handle: listInbox },
  {
    method: 'GET',
    path: adminApi.inboxRequest.pattern,
    allow: 'readOwnRequests',
    handle: readRequest,
  },
  {
    method: 'PATCH',
    path: adminApi.inboxRequest.pattern,
    allow: 'readOwnRequests',
    handle: changeRequest,
  },
  { method: 'POST', path: adminApi.inboxNotes.pattern, allow: 'readOwnRequests', handle: addNote },
  {
    method: 'POST',
    path: adminApi.inboxReplies.pattern,
    allow: 'readOwnRequests',
    handle: replyToRequest,
  },
  // The export: every request, so owners and admins only.
  {
    method: 'GET',
    path: adminApi.inboxExport.pattern,
    allow: 'exportRequests',
    handle: exportInbox,
  },
  // The agency's settings (issue 46): owners and admins.
  { method: 'GET', path: adminApi.settings.pattern, allow: 'manageSettings', handle: readSettings },
  { method: 'PUT', path: adminApi.settings.pattern, allow: 'manageSettings', handle: saveSettings },
  // Imports (issue 46, decision 058): a dry run, its photos fetched, then its confirmation; owners
  // and admins.
  {
    method: 'POST',
    path: adminApi.importPreview.pattern,
    allow: 'importListings',
    maxBodyBytes: IMPORT_MAX_BYTES,
    handle: previewOne,
  },
  {
    method: 'POST',
    path: adminApi.importPhotos.pattern,
    allow: 'importListings',
    handle: photosOne,
  },
  {
    method: 'POST',
    path: adminApi.importConfirm.pattern,
    allow: 'importListings',
    handle: confirmOne,
  },
  // Figures per listing (issue 46): which listing a member may read is the figures' own rule (an
  // agent their own: figures-endpoints.ts).
  { method: 'GET', path: adminApi.figures.pattern, allow: 'readOwnFigures', handle: readFigures },
  {
    method: 'GET',
    path: adminApi.figuresExport.pattern,
    allow: 'readOwnFigures',
    handle: exportFigures,
  },
]
