// The field errors of the account forms. (The customer as pages and the API show them,
// CustomerView, is the logged-in actor's: services/context.ts.)

/** Field name → message, carried by DomainError('invalid') details for forms. */
export type FieldErrors = Record<string, string>;
