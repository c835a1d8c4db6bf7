/**
 * Characters no address here may hold: whitespace and control characters, and those that end or
 * split an address in a mail header (`,` `;` `:` `<` `>` `"` brackets, backslash). The enquiry's
 * address becomes the agent's Reply-To, so it must stay one plain address.
 */
export const EMAIL_FORBIDDEN = /[\s\p{Cc},;:<>"()[\]\\]/u

/**
 * The one email pattern of the site (registration, profile, the enquiry form and its function, the
 * agents in data.json): something@domain.tld without any of the characters above.
 */
export const EMAIL_PATTERN =
  /^[^\s\p{Cc}@,;:<>"()[\]\\]+@[^\s\p{Cc}@,;:<>"()[\]\\]+\.[^\s\p{Cc}@,;:<>"()[\]\\]{2,}$/u
