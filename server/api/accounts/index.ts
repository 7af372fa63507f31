// The customer session's calls (spec §4): refresh the token, log out, the sign-in method, and
// the customer's part of a shared page (decision 031).
import type { ApiApp } from '../../hono-env';
import { registerCustomerOtpBasedLogout } from './customer-otp-based-logout';
import { registerGetCustomerPart } from './get-customer-part';
import { registerGetFirebaseAuthenticationStatus } from './get-firebase-authentication-status';
import { registerRefreshCustomerToken } from './refresh-customer-token';

export function registerAccountsApi(app: ApiApp): void {
  registerRefreshCustomerToken(app);
  registerCustomerOtpBasedLogout(app);
  registerGetFirebaseAuthenticationStatus(app);
  registerGetCustomerPart(app);
}
