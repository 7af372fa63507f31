// The seller console's own texts (issue 14). Not spec strings (the spec shows none).
export const sellerMessages = {
  loginFailed: 'The phone number or password is wrong',
  notLoggedIn: 'Please log in to the seller console',
  loggedOut: 'You have been logged out',
  loggedIn: 'Logged in',
  orderNotFound: 'This order was not found',
  moveRefused: (from: string, to: string): string => `An order that is ${from} cannot be moved to ${to}`,
  moveLost: 'This order was changed by someone else a moment ago. Reload it and try again',
  advanceUnpaid: 'The delivery charge advance of this cash-on-delivery order is not paid yet; confirm it once it is',
  shippingNeedsCourier: 'Enter the courier',
  shippingNeedsTracking: 'Enter the tracking code',
  moved: (status: string): string => `The order is now ${status}`,
  codNotCollectable: 'Only a delivered cash-on-delivery order that is not yet paid can be marked collected',
  codCollected: 'Cash on delivery marked collected',
  phoneInvalid: 'Enter a valid phone number',
  nameInvalid: 'Enter a name of at most 120 characters',
  roleInvalid: "The role is 'owner' or 'staff'",
} as const;
