// The console's texts for issue 26's smaller points and the owner's alerts (docs/decisions/057):
// internal order notes, editing staff without a password, changing one's own password, the
// owner's alert phone. Their console ids are `seller.msg.…` in catalog-seller-points-*.ts, so a
// refusal reads back in Bangla (docs/decisions/053).
export const sellerPointsMessages = {
  noteRequired: 'Write the note first',
  noteTooLong: 'A note can be at most 500 characters',
  noteAdded: 'Note added for staff',
  staffPasswordNeeded: 'A new staff member needs a password of at least 8 characters',
  staffNothingToChange: 'Say which staff member to change: their id or phone',
  currentPasswordWrong: 'Your current password is not right',
  newPasswordSame: 'Choose a new password that is not your current one',
  passwordChanged: 'Your password is changed; your other logins are logged out',
  alertPhoneInvalid: 'Enter a Bangladeshi mobile number such as 01712345678 for the alerts',
  alertPhoneNeeded: 'Enter the phone number the alerts go to, or turn the alerts off',
} as const;

/** A note on an order is at most this long (the move's note is cut there too). */
export const ORDER_NOTE_MAX = 500;
