// While a customer's page is open, the token is refreshed every 40 minutes (spec §7
// schedules). When the server says the customer is no longer logged in, the customer is
// logged out; a failed refresh shows the alert 'Something went wrong 2' (spec §8).
import { useEffect } from 'react';
import { TOKEN_REFRESH_INTERVAL_MS } from '../../../core/customer-auth';
import { logoutAndLeave, refreshCustomerToken } from '../../lib/customer-api';
import { useAlert } from '../layout/alert';
import { useI18n } from '../../lib/i18n';

export function TokenRefresher() {
  const alert = useAlert();
  const { t } = useI18n();
  useEffect(() => {
    const timer = window.setInterval(() => {
      refreshCustomerToken()
        .then((reply) => {
          if (!reply.is_login) {
            logoutAndLeave().catch(() => window.location.assign('/customer/login'));
          }
        })
        .catch(() => alert(t('account.tokenRefreshFailed'), 'danger'));
    }, TOKEN_REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [alert, t]);
  return null;
}
