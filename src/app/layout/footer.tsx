import { SITE_NAME } from '@/config/constants'
import { DisplaySwitch } from '@/components/display-switch'
import { appMessages } from '../messages'
import { LanguageSwitch } from './language-switch'

const socialIcons = [
  {
    name: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  },
  {
    name: 'Instagram',
    path: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-2a1 1 0 100 2 1 1 0 000-2z',
  },
  {
    name: 'X',
    path: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.4-6-5.2 6H3.7l6.6-7.7z',
  },
]

export function Footer() {
  return (
    <footer className="bg-primary text-primary-content mt-24">
      <div className="mx-auto flex max-w-layout flex-col items-center gap-6 px-6 py-14 text-center">
        <p className="font-display text-2xl">{SITE_NAME}</p>
        <p className="text-primary-content/80">{appMessages.footer.tagline}</p>
        <ul className="flex gap-5" aria-label={appMessages.footer.socialMedia}>
          {socialIcons.map((icon) => (
            <li key={icon.name}>
              <svg
                viewBox="0 0 24 24"
                className="fill-gold size-5"
                role="img"
                aria-label={icon.name}
              >
                <path d={icon.path} />
              </svg>
            </li>
          ))}
        </ul>
        <DisplaySwitch tone="dark" />
        <LanguageSwitch />
        <p className="text-primary-content/70 text-sm">{appMessages.footer.copyright}</p>
      </div>
    </footer>
  )
}
