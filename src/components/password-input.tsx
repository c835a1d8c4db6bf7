import { useState, type InputHTMLAttributes } from 'react'
import { sharedMessages } from './messages'

/** A password input with a show/hide toggle that keeps the caret where it was. */
export function PasswordInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        className={`${className ?? ''} pr-20`}
      />
      <button
        type="button"
        className="btn btn-ghost btn-sm absolute top-1/2 right-1 -translate-y-1/2 font-normal"
        aria-pressed={visible}
        aria-label={visible ? sharedMessages.password.hideLabel : sharedMessages.password.showLabel}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? sharedMessages.password.hide : sharedMessages.password.show}
      </button>
    </div>
  )
}
