// /customer/dashboard: the overview, greeting the customer by name.
import { Link, useRouteLoaderData } from 'react-router';
import type { loader as layoutLoader } from './layout';

export function meta() {
  return [{ title: 'Dashboard' }, { name: 'robots', content: 'noindex' }];
}

export default function DashboardOverview() {
  const data = useRouteLoaderData<typeof layoutLoader>('customer-dashboard');
  const customer = data?.customer;
  if (!customer) return null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">Hello, {customer.name}</h1>
      <p className="text-gray-800">From your dashboard you can manage your account and change your password.</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-gray-200 p-4">
          <dt className="text-sm text-gray-700">Mobile number</dt>
          <dd className="font-semibold text-gray-900">{customer.phone}</dd>
        </div>
        <div className="rounded-lg border border-gray-200 p-4">
          <dt className="text-sm text-gray-700">E-mail</dt>
          <dd className="font-semibold text-gray-900">{customer.email ?? 'Not set'}</dd>
        </div>
      </dl>
      <p>
        <Link to="/customer/dashboard/manage-account" className="font-semibold text-primary-text underline">
          Manage account
        </Link>
      </p>
    </div>
  );
}
