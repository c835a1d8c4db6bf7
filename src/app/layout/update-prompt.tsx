import { useState } from 'react'
import { mountToasts, toast } from '@/components/toast-host'
import { appMessages } from '@/app/messages'

/**
 * "Reload to update": a new version of the site is installed and waits for the visitor; it takes
 * over only when they press the button (register-service-worker.ts loads this then, not before).
 */
export function announceUpdate(activate: () => void | Promise<void>) {
  mountToasts()
  toast(<UpdateNotice activate={activate} />, {
    toastId: 'app-update',
    role: 'status',
    autoClose: false,
    closeOnClick: false,
    draggable: false,
  })
}

function UpdateNotice({ activate }: { activate: () => void | Promise<void> }) {
  const [updating, setUpdating] = useState(false)
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{appMessages.newVersion.ready}</p>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={updating}
        onClick={() => {
          setUpdating(true)
          void activate()
        }}
      >
        {updating ? appMessages.newVersion.reloading : appMessages.newVersion.reload}
      </button>
    </div>
  )
}
