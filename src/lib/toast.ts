// The unstyled build: the styled one injects a <style> element, which a strict CSP refuses.
// Its stylesheet is imported with the app's CSS instead.
export { toast, ToastContainer } from 'react-toastify/unstyled'
