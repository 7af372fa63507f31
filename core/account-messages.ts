// The storefront's own texts for customer accounts (issue 5). Not spec strings (those live
// in core/messages.ts): the spec shows no account form texts. Replies never say whether a
// phone number is registered. Kept apart so pages that never show them don't ship them.

export const accountMessages = {
  phoneInvalid: 'Enter a valid mobile number',
  passwordTooShort: 'The password must be at least 8 characters',
  passwordTooLong: 'The password must be at most 200 characters',
  nameRequired: 'Enter your name',
  nameTooLong: 'The name must be at most 100 characters',
  emailInvalid: 'Enter a valid e-mail address',
  codeInvalid: 'Enter the 6-digit code',
  codeWrong: 'The code is wrong or has expired. Ask for a new one',
  codeNotOffered: 'This shop does not offer codes for this',
  // Says no more than before (never whether the number has an account), in plainer words (issue 16 item 9).
  codeSent: 'A 6-digit code has been sent by SMS if this number can be used here. Enter it below within 5 minutes',
  loginFailed: 'The mobile number or password is wrong',
  registerFailed: 'An account cannot be created with this number. If you have one already, log in or reset your password',
  currentPasswordWrong: 'The current password is wrong',
  passwordsDiffer: 'The two passwords are not the same',
  tooManyAttempts: 'Too many attempts. Please wait a while and try again',
  crossSiteRefused: 'This request did not come from this shop and was refused',
  notLoggedIn: 'Please log in',
  passwordChanged: 'Your password has been changed. Other devices have been logged out',
  passwordReset: 'Your password has been reset. Please log in',
  accountSaved: 'Your account has been saved',
  avatarInvalid: 'The picture must be a JPEG, PNG, WebP or GIF image of at most 5 MB',
  loggedOut: 'You have been logged out',
} as const;
