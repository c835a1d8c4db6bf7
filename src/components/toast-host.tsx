import 'react-toastify/ReactToastify.css'
import { createRoot } from 'react-dom/client'
// The unstyled build: the styled one injects a <style> element, which a strict CSP refuses.
import { ToastContainer } from 'react-toastify/unstyled'
import { toastOptions } from '@/config/constants'

export { toast } from 'react-toastify/unstyled'

let mounted = false

/** The toast container, in a root of its own at the end of the page. */
export function mountToasts() {
  if (mounted) return
  mounted = true
  const container = document.createElement('div')
  container.id = 'toasts'
  document.body.append(container)
  createRoot(container).render(<ToastContainer {...toastOptions} />)
}
