// The header search box. Without JavaScript it is a plain GET form: the route it posts to
// turns the keywords into the spec's path (spaces become hyphens).
import { Form } from 'react-router';
import { SearchIcon } from './icons';

export function SearchBox({ action, name, id }: { action: '/search' | '/products/search'; name: string; id: string }) {
  return (
    <Form method="get" action={action} role="search" className="flex w-full">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        name={name}
        type="search"
        required
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search products…"
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500"
      />
      <button type="submit" className="rounded-r-md bg-primary px-3 text-on-primary" aria-label="Search">
        <SearchIcon />
      </button>
    </Form>
  );
}
