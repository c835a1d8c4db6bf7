import { adminApi } from '@/config/paths'
import { photoPass } from '@/features/photos/photo-schema'
import { header } from '../account-request'
import { matchPattern, sitePath, type AdminRequest } from '../admin/admin-router'

/** A cookie's value in a Cookie header, or null. */
export function cookieValue(cookies: string | undefined, name: string): string | null {
  for (const pair of (cookies ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || null
  }
  return null
}

/**
 * A stored photo file asked for by an `<img>` of the back office: the member's ID token comes in
 * the photo pass's cookie (src/admin/photos/photo-pass.ts), and is checked as the header's would
 * be, by the router (revoked tokens refused, the role, the address). Only for reading a file
 * (GET): the other calls, writes among them, must send the header, so a cookie the browser adds
 * by itself can never act for the member.
 */
export function withPhotoPass(request: AdminRequest): AdminRequest {
  if (request.method !== 'GET' || header(request, 'authorization')) return request
  if (!matchPattern(adminApi.photoFile.pattern, sitePath(request.path))) return request
  const token = cookieValue(header(request, 'cookie'), photoPass.cookie)
  return token
    ? { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } }
    : request
}
