import type { Member } from '@/features/staff/staff-schema'
import { allows, type Allow } from './allows'
import { sessionFor } from './session'

/**
 * A screen's loader: its data, loaded only for a member whose role may see the screen (the layout
 * draws nothing of it for anyone else, and the function would refuse them anyway). Null otherwise.
 */
export async function forMember<Data>(
  request: Request,
  allow: Allow,
  load: (member: Member) => Promise<Data>,
): Promise<Data | null> {
  const session = await sessionFor(request)
  if (session.kind !== 'member' || !allows(session.member.role, allow)) return null
  return load(session.member)
}
