// Whether a customer is logged in, for client-only UI such as Quick View: the root loader's
// `customer` (issue 5 puts the logged-in customer there, null for a guest). Without it the
// shopper counts as a guest, and the guest rule of spec §4 (log in first) applies.
import { useRootData } from './use-root-data';

export function useCustomerLoggedIn(): boolean {
  const root = useRootData() as { customer?: unknown } | undefined;
  return root?.customer != null;
}
