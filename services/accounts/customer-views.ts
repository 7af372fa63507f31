// The customer row as pages and the API show it (no password hash, avatar as a URL).
import type { Customer } from '../../db/schema';
import type { CustomerView } from '../context';

export function toCustomerView(customer: Customer): CustomerView {
  return {
    id: customer.id,
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    avatar: customer.avatar ? `/uploads/avatars/${customer.avatar}` : null,
  };
}
