import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/playfair-display/latin-400.css'
import './app/styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The page's static shell (see app/shells.tsx) is the first paint. The app and its libraries load
// just after it, so their JavaScript never holds that paint back; a timer covers hidden tabs,
// which get no animation frames.
let started = false
function startApp() {
  if (started || !container) return
  started = true
  void import('./app/start').then(({ start }) => start(container))
}
requestAnimationFrame(() => setTimeout(startApp, 0))
setTimeout(startApp, 200)
