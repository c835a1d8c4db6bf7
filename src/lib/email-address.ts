/** A standard email pattern: something@domain.tld, no spaces (the register form's rule). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
