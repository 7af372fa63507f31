// Log out (spec §4): with JavaScript, the API calls of §7 and then the login route; a failure
// shows the danger alert 'Something went wrong 1'. Without JavaScript the same button posts
// the form to /customer/logout, which ends the session the same way.
import { useState } from 'react';
import { logoutAndLeave } from '../../lib/customer-api';
import { useAlert } from '../layout/alert';
import { useI18n } from '../../lib/i18n';

export function LogoutButton({ className }: { className?: string }) {
  const alert = useAlert();
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <form
      method="post"
      action="/customer/logout"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        logoutAndLeave().catch(() => {
          setBusy(false);
          alert(t('account.logoutFailed'), 'danger');
        });
      }}
    >
      <button type="submit" className={className} disabled={busy}>
        {t('account.logOut')}
      </button>
    </form>
  );
}
