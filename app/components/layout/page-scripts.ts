// The page's scripts: React Router's <Scripts>, which app/entry.server.tsx replaces on the server
// with decision 081's ScriptsAfterFirstPaint (app/lib/scripts-after-first-paint.server.tsx), so
// the rewrite's code stays out of the browser's bundle (a slot, not a context: the server renders
// every page with it, and the browser's bundle pays a property read). The browser renders
// <Scripts> itself: the two inline scripts hydrate in place (their text is not compared), and the
// modulepreloads it then adds to the head are for modules already loaded.
import { Scripts } from 'react-router';

export const pageScripts: { Scripts: typeof Scripts } = { Scripts };
