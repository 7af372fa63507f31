// A refusal's field errors split for a form (issue 22 item 3): the errors of the form's own
// fields are shown by those fields (tied with aria-describedby, the first one focused); the
// rest — a field the form does not show, a refusal of the whole form — become the form's one
// message, so no reason is lost and none is shown twice.
import type { FormFailure } from './action.server';

export function tieToFields(failure: FormFailure, fields: readonly string[]): FormFailure {
  const errors: Record<string, string> = {};
  const rest: string[] = [];
  for (const [name, message] of Object.entries(failure.errors)) {
    if (fields.includes(name)) errors[name] = message;
    else rest.push(message);
  }
  return { errors, message: failure.message ?? (rest.length ? rest.join(' · ') : null) };
}
