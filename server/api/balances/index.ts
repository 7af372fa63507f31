// The customer's balances (after-cart.md): the balances and their ledger, and a recharge.
import type { ApiApp } from '../../hono-env';
import { registerCustomerBalance } from './customer-balance';
import { registerCustomerRechargeBalance } from './customer-recharge-balance';

export function registerBalancesApi(app: ApiApp): void {
  registerCustomerBalance(app);
  registerCustomerRechargeBalance(app);
}
