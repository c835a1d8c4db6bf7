/**
 * The staff forms' rule texts (issue 44), said by the back office's form and by the admin function
 * alike (staff-schema.ts). The back office is built in English (decision 048); these siblings
 * exist because a feature's catalogue is translated wherever it goes.
 */
export const staffMessages = {
  validation: {
    emailRequired: 'Enter the email address of their account',
    emailInvalid: 'Enter an email address such as name@example.com',
    roleInvalid: 'Choose a role: owner, admin or agent',
  },
}
