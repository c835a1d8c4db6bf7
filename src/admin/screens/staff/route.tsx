import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router'
import { adminApi } from '@/config/paths'
import { staffListAnswerSchema } from '@/features/staff/staff-schema'
import { callAdmin } from '../../api/admin-api'
import { ScreenHeading } from '../../layout/screen-states'
import { adminMessages } from '../../messages'
import { forMember } from '../../session/for-member'
import type { AdminSession } from '../../session/session'
import { GrantForm } from './grant-form'
import { StaffList } from './staff-list'

export const loader = ({ request }: LoaderFunctionArgs) =>
  forMember(request, 'manageStaff', () => callAdmin(adminApi.staff.href(), staffListAnswerSchema))

/** The owners' staff screen: grant a role by email; change or remove the roles held. */
export function Component() {
  const data = useLoaderData<typeof loader>()
  const session = useRouteLoaderData<AdminSession>('admin')
  if (!data || session?.kind !== 'member') return null
  return (
    <>
      <ScreenHeading title={adminMessages.screens.staff} intro={adminMessages.staff.intro} />
      <div className="grid gap-10 xl:grid-cols-[minmax(0,26rem)_1fr] xl:items-start">
        <GrantForm />
        <StaffList staff={data.staff} me={session.member} />
      </div>
    </>
  )
}
