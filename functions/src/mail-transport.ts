import nodemailer, { type Transporter } from 'nodemailer'
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params'

// The SMTP server's settings are the function's parameters (functions/.env.<project> or prompted at
// deploy; locally scripts/lib/emulators.mjs writes functions/.env.local for the loopback server),
// and its password a secret in Secret Manager (functions/.secret.local locally).
const smtpHost = defineString('SMTP_HOST', { description: 'SMTP server host name' })
const smtpPort = defineInt('SMTP_PORT', { default: 587, description: 'SMTP server port' })
const smtpSecure = defineBoolean('SMTP_SECURE', {
  default: false,
  description: 'TLS from the first byte (port 465); otherwise STARTTLS when offered',
})
const smtpUser = defineString('SMTP_USER', { default: '', description: 'SMTP user (empty: none)' })
export const smtpPassword = defineSecret('SMTP_PASSWORD')
export const mailFrom = defineString('MAIL_FROM', {
  default: 'Luxury Living <enquiries@luxuryliving.example>',
  description: 'The sender of viewing requests and confirmations',
})

let transport: Transporter | undefined
/** The one SMTP transport: the enquiries', the alerts' and the inbox's replies' mails. */
export function mailer() {
  transport ??= nodemailer.createTransport({
    host: smtpHost.value(),
    port: smtpPort.value(),
    secure: smtpSecure.value(),
    ...(smtpUser.value() ? { auth: { user: smtpUser.value(), pass: smtpPassword.value() } } : {}),
    // A server that is down or stalls gets an answer to the visitor in seconds, not a timeout.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  })
  return transport
}
