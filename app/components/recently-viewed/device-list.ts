// The device's "recently viewed" list (docs/decisions/068): localStorage, one list per shop (each
// shop is its own origin). A guest's list stays here; a customer's views pass through here on
// their way to the account (the strip sends them, and forgets them once the account has them).
import { parseDeviceList, type ViewedEntry } from '../../../core/recently-viewed';
import { RECENTLY_VIEWED_KEY } from './device-key';

export function readDeviceList(): ViewedEntry[] {
  try {
    return parseDeviceList(localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    // Storage switched off (a private window's setting): no list.
    return [];
  }
}

/** Stores the list; an empty one removes the key. Storage that refuses (full, off) keeps nothing. */
export function writeDeviceList(list: ViewedEntry[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(RECENTLY_VIEWED_KEY);
    else localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Nothing to do: the strip is a convenience.
  }
}
