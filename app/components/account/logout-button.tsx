// Log out (spec §4): with JavaScript, the API calls of §7 and then the login route; a failure
// shows the danger alert 'Something went wrong 1'. Without JavaScript the same button posts
// the form to /customer/logout, which ends the session the same way.
import { useState } from 'react';
import { messages } from '../../../core/messages';
import { logoutAndLeave } from '../../lib/customer-api';
import { useAlert } from '../layout/alert';

export function LogoutButton({ className }: { className?: string }) {
  const alert = useAlert();
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
          alert(messages.logoutFailed, 'danger');
        });
      }}
    >
      <button type="submit" className={className} disabled={busy}>
        Log out
      </button>
    </form>
  );
}
