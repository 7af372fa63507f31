// The page's CSP nonce for the inline scripts we write ourselves (server/csp.ts): set by
// app/entry.server.tsx for a page rendered for one request; none for a shared page, whose
// inline scripts are named by their hashes instead, nor in the browser.
import { createContext, useContext } from 'react';

const Nonce = createContext<string | undefined>(undefined);
export const CspNonceProvider = Nonce.Provider;

export function useCspNonce(): string | undefined {
  return useContext(Nonce);
}
