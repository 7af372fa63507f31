// Issue 26's smaller console points and the owner's alerts (docs/decisions/057), spread into the
// console's catalog (catalog-seller-en.ts).
import { sellerPointsMessages as m } from '../seller-points-messages';

export const sellerPointsEn = {
  'seller.msg.noteRequired': m.noteRequired,
  'seller.msg.noteTooLong': m.noteTooLong,
  'seller.msg.noteAdded': m.noteAdded,
  'seller.msg.staffPasswordNeeded': m.staffPasswordNeeded,
  'seller.msg.staffNothingToChange': m.staffNothingToChange,
  'seller.msg.currentPasswordWrong': m.currentPasswordWrong,
  'seller.msg.newPasswordSame': m.newPasswordSame,
  'seller.msg.passwordChanged': m.passwordChanged,
  'seller.msg.alertPhoneInvalid': m.alertPhoneInvalid,
  'seller.msg.alertPhoneNeeded': m.alertPhoneNeeded,
  // The order page's internal note (app/components/seller/order/note.tsx)
  'seller.order.noteTitle': 'Internal note',
  'seller.order.noteLabel': 'Note for staff (the customer never sees it)',
  'seller.order.noteSave': 'Add note',
  // The staff page: editing a member, one's own password
  'seller.staff.edit': 'Change {name}',
  'seller.staff.save': 'Save',
  'seller.staff.passwordOptional': 'New password (leave empty to keep theirs)',
  'seller.staff.ownPassword': 'Your password',
  'seller.staff.currentPassword': 'Current password',
  'seller.staff.newPassword': 'New password (at least {n} characters)',
  'seller.staff.changePassword': 'Change my password',
  // The owner's SMS alerts (settings page)
  'seller.settings.alerts': 'SMS alerts to the owner',
  'seller.settings.alertsOn': 'Send me an SMS for each new order and each new customer message',
  'seller.settings.alertPhone': 'Phone for the alerts',
  'seller.settings.alertsHint': 'One SMS per new order and per conversation that gets a new message, in the shop’s language.',
  // The console's bell list (/seller/alerts)
  'seller.nav.alerts': 'What came in',
  'seller.alerts.none': 'Nothing new right now.',
  'seller.alerts.order': 'New order {code} · {total}',
  'seller.alerts.thread': 'Message from {name}: {subject}',
  'seller.alerts.refund': 'Refund request {code} · {amount}',
  'seller.alerts.list': 'Newest first',
  // The owner's alert SMS (services/notifications/operations/owner-alert.ts)
  'seller.sms.newOrder': '{shop}: new order {code}, {total}. Open the seller console to confirm it.',
  'seller.sms.newMessage': '{shop}: new message from {name} ({subject}). Answer it in the seller console.',
} as const;
