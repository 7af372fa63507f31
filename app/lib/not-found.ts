// A service's not_found becomes the 404 page; anything else stays an error.
import { data } from 'react-router';
import { DomainError } from '../../services/domain-error';

export function notFoundOn(err: unknown): never {
  if (err instanceof DomainError && err.code === 'not_found') throw data(null, { status: 404 });
  throw err;
}

/** The same, for pages whose 404 says what was not found (the seller console's). */
export function notFoundSaying(message: string): (err: unknown) => never {
  return (err) => {
    if (err instanceof DomainError && err.code === 'not_found') throw data({ message }, { status: 404 });
    throw err;
  };
}
