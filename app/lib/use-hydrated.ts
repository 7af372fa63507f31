// False during the server render and the first client render (so hydration matches), true
// once React is live in the browser: lets markup fall back to CSS-only behaviour until then.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
