// The customer as the account use cases hand them out, and the field errors of their forms.
// (What they need besides comes with the one request context, services/context.ts.)

/** The customer as pages and the API show them. */
export interface CustomerView {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  /** URL of the avatar image, or null. */
  avatar: string | null;
}

/** Field name → message, carried by DomainError('invalid') details for forms. */
export type FieldErrors = Record<string, string>;
