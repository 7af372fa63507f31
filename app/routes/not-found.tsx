// Any path no other route claims: the not-found page with status 404 (spec §2, §8).
import { data } from 'react-router';

export function loader() {
  throw data({ message: 'Not found' }, { status: 404 });
}

export default function NotFound() {
  return null;
}
