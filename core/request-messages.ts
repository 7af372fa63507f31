// The storefront's own texts for requests that cannot be read at all (docs/decisions/012):
// a page form posted as JSON or plain text, a multipart body that does not parse, a page-data
// request naming its routes in broken percent-encoding, text no database can store (decision 035). Not spec strings (the spec shows no
// texts for these); browsers never send such requests, scripts and scanners do. And what a
// request is told when the database turned a concurrent duplicate away (never its SQL text).

export const requestMessages = {
  formTypeUnsupported: 'This page takes a form (application/x-www-form-urlencoded or multipart/form-data)',
  formBoundaryMissing: 'The form could not be read: multipart/form-data needs a boundary',
  formUnreadable: 'The form could not be read',
  formTooLarge: 'The form is too large',
  routesUnreadable: 'The page data request names routes that could not be read',
  /** Text input with U+0000, a lone surrogate or bytes that are not UTF-8 (decision 035). */
  textUnstorable: 'Text may not contain NUL characters (U+0000) or invalid Unicode',
  concurrentChange: 'This was changed by someone else at the same moment. Reload and try again',
} as const;

/** The page's refusal of a form field holding text no database can store, naming the field (`$`: none). */
export function textUnstorableIn(field: string): string {
  return field === '$' ? requestMessages.textUnstorable : `${requestMessages.textUnstorable} (the field “${field}”)`;
}
