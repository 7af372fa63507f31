// The search key as both kinds of suggestion read it: trimmed, at most 100 characters.
const MAX_SEARCH_KEY_LENGTH = 100;

export function suggestionKey(key: string | null | undefined): string {
  return (key ?? '').trim().slice(0, MAX_SEARCH_KEY_LENGTH);
}
