// The storefront's own texts and limits for support tickets and product inquiries (issue 13
// item 2; after-cart.md "Support tickets and messages"). Not spec strings: the spec shows only
// the inquiry subject ("Inquiry for product - {name}", core/messages.ts). Every text a customer
// or the shop writes is plain text: stored as typed, rendered escaped, never as HTML.

/** Longest subject and message, in characters (after trimming). */
export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 4000;

export const supportMessages = {
  ticketNotFound: 'This support ticket was not found',
  inquiryNotFound: 'This conversation was not found',
  subjectRequired: 'Please write a subject',
  subjectTooLong: `The subject can be at most ${SUBJECT_MAX} characters`,
  messageRequired: 'Please write a message',
  messageTooLong: `The message can be at most ${MESSAGE_MAX} characters`,
  orderNotFound: 'Choose one of your own orders, or none',
  productNotFound: 'This product is not available in this shop',
  closed: 'This conversation is closed: start a new one to write again',
  alreadyClosed: 'This conversation is already closed',
  staffOnly: 'Only the shop’s staff can do this',
  created: 'Your support ticket was sent',
  replied: 'Your message was sent',
  closedDone: 'The conversation was closed',
} as const;

export const threadStatusLabels = { open: 'Open', answered: 'Answered', closed: 'Closed' } as const;
