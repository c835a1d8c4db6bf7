/**
 * Characters no address here may hold: whitespace and control characters, and those that end or
 * split an address in a mail header (`,` `;` `:` `<` `>` `"` brackets, backslash). The enquiry's
 * address becomes the agent's Reply-To, so it must stay one plain address.
 */
export const EMAIL_FORBIDDEN = /[\s\p{Cc},;:<>"()[\]\\]/u

/** The longest address a mail can be sent to (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254

/**
 * The one email pattern of the site (registration, profile, the enquiry form and its function, the
 * agents in data.json): something@domain.tld without any of the characters above, the domain having
 * a dot after its first character with at least two characters after it. Written so that no two
 * quantifiers can share a character (the domain's first run stops at its first dot), which keeps
 * the check linear: the earlier `[^…]+\.[^…]{2,}` tried every dot against the rest, 200 ms on a
 * 16 KB address. The schemas check the length first (EMAIL_MAX_LENGTH) and stop there.
 */
export const EMAIL_PATTERN =
  /^[^\s\p{Cc}@,;:<>"()[\]\\]+@[^\s\p{Cc}@,;:<>"()[\]\\][^\s\p{Cc}@,;:<>"()[\]\\.]*\.[^\s\p{Cc}@,;:<>"()[\]\\]{2,}$/u
