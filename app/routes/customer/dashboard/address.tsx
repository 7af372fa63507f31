// /customer/dashboard/address (spec §2 dashboard menu "Address"; after-cart.md "Addresses and
// delivery"): the address book — the default marked and listed first, add, edit, delete after
// a confirmation, make default. Everything is a link or a form, so it works without
// JavaScript: ?add shows the empty form, ?edit={id} the filled one, ?delete={id} the
// confirmation; a successful change redirects back here (post/redirect/get) with ?done=… for
// its message. With JavaScript the same links and forms navigate without full reloads.
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { addressMessages } from '../../../../core/address-messages';
import { formatBdMobile } from '../../../../core/bd-phone';
import { messages } from '../../../../core/messages';
import { deleteAddress } from '../../../../services/addresses/delete-address';
import { getAddress } from '../../../../services/addresses/get-address';
import { listAddresses } from '../../../../services/addresses/list-addresses';
import { saveAddress, saveAddressInput } from '../../../../services/addresses/save-address';
import { setDefaultAddress } from '../../../../services/addresses/set-default-address';
import type { AddressView } from '../../../../services/addresses/address-views';
import { DomainError } from '../../../../services/domain-error';
import { Notice } from '../../../components/ui/notice';
import { AddressForm, type AddressFormValues } from '../../../components/address/address-form';
import { parseForm, runAction, text, type FormFailure } from '../../../lib/action.server';
import { requireCustomer } from '../../../lib/customer-session.server';
import { addressFormValues } from '../../../lib/address-form.server';
import type { Route } from './+types/address';
import { shopTitle } from '../../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle('Address', matches) }, { name: 'robots', content: 'noindex' }];
}

const SELF = '/customer/dashboard/address';

const DONE = { added: addressMessages.added, saved: addressMessages.saved, deleted: addressMessages.deleted, default: addressMessages.defaultSet } as const;
type Done = keyof typeof DONE;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  const params = new URL(request.url).searchParams;
  const addresses = await listAddresses(context);
  const done = params.get('done');
  const mode = params.has('edit') ? 'edit' : params.has('delete') ? 'delete' : params.has('add') ? 'add' : 'list';
  let selected: AddressView | null = null;
  let problem: string | null = null;
  if (mode === 'edit' || mode === 'delete') {
    try {
      selected = await getAddress(context, params.get(mode));
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      problem = err.message;
    }
  }
  return { addresses, mode, selected, problem, done: done && done in DONE ? DONE[done as Done] : null };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

type ActionResult = FormFailure & { intent: string; values?: AddressFormValues };

export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(request, context);
  const form = await request.formData();
  const intent = text(form, 'intent');
  return runAction(
    async () => {
      if (intent === 'save') {
        const { created } = await saveAddress(context, parseForm(form, saveAddressInput));
        return redirect(`${SELF}?done=${created ? 'added' : 'saved'}`);
      }
      if (intent === 'delete') {
        await deleteAddress(context, text(form, 'id'));
        return redirect(`${SELF}?done=deleted`);
      }
      if (intent === 'default') {
        await setDefaultAddress(context, text(form, 'id'));
        return redirect(`${SELF}?done=default`);
      }
      throw new DomainError('invalid', messages.somethingWentWrong);
    },
    (r): ActionResult =>
      intent === 'save'
        ? // not_found and limit_reached name no field: they are the form's message.
          { intent, errors: r.errors, message: r.message, values: addressFormValues(form) }
        : { intent, errors: {}, message: r.message ?? messages.somethingWentWrong },
  );
}

const linkButton = 'inline-flex min-h-11 shrink-0 items-center justify-center rounded-md border border-gray-400 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50';

function AddressCard({ address, busy }: { address: AddressView; busy: boolean }) {
  const headingId = `address-${address.id}-name`;
  return (
    <li
      className={`flex flex-col gap-3 rounded-lg border p-4 ${address.is_default ? 'border-primary-text bg-gray-50' : 'border-gray-200'}`}
      aria-labelledby={headingId}
      data-testid="address-card"
      data-address-id={address.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-gray-900">
          {address.name}
        </h2>
        {address.is_default ? <Badge tone="primary">Default</Badge> : null}
      </div>
      <address className="space-y-0.5 text-sm not-italic text-gray-800">
        <p>{formatBdMobile(address.phone)}</p>
        <p>{address.address}</p>
        <p>
          {address.area}, {address.district}
          {address.division && address.division !== address.district ? ` (${address.division} division)` : ''}
        </p>
        {address.note ? <p className="text-gray-700">Note: {address.note}</p> : null}
      </address>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link to={`${SELF}?edit=${address.id}`} className={linkButton} aria-label={`Edit the address of ${address.name}`}>
          Edit
        </Link>
        {address.is_default ? null : (
          <Form method="post" action={SELF}>
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" className={linkButton} disabled={busy} aria-label={`Make the address of ${address.name} the default`}>
              Make default
            </button>
          </Form>
        )}
        <Link to={`${SELF}?delete=${address.id}`} className={`${linkButton} text-red-800`} aria-label={`Delete the address of ${address.name}`}>
          Delete
        </Link>
      </div>
    </li>
  );
}

function DeleteConfirmation({ address, busy }: { address: AddressView; busy: boolean }) {
  return (
    <section role="alertdialog" aria-labelledby="delete-title" aria-describedby="delete-text" className="space-y-3 rounded-lg border-2 border-red-300 bg-red-50 p-4">
      <h2 id="delete-title" className="text-lg font-semibold text-gray-900">
        Delete this address?
      </h2>
      <p id="delete-text" className="text-sm text-gray-900">
        {address.name}, {address.address}, {address.area}, {address.district}.
        {address.is_default ? ' It is your default address: your newest other address becomes the default.' : ''} Orders already placed keep their address.
      </p>
      <Form method="post" action={SELF} className="flex flex-col gap-2 sm:flex-row">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={address.id} />
        <button type="submit" className="min-h-11 rounded-md bg-red-700 px-4 py-2 text-base font-semibold text-white disabled:opacity-60" disabled={busy} autoFocus>
          Yes, delete
        </button>
        <Link to={SELF} className={linkButton}>
          Keep it
        </Link>
      </Form>
    </section>
  );
}

export default function AddressPage() {
  const { addresses, mode, selected, problem, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const failedSave = result?.intent === 'save' ? result : undefined;
  const showForm = failedSave !== undefined || mode === 'add' || (mode === 'edit' && selected !== null);
  const editing = failedSave ? Boolean(failedSave.values?.id) : mode === 'edit';
  const formValues: AddressFormValues | undefined = failedSave?.values ?? (mode === 'edit' && selected ? selected : undefined);
  const cancel = (
    <Link to={SELF} className={linkButton}>
      Cancel
    </Link>
  );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Address</h1>
        {showForm ? null : (
          <ButtonLink to={`${SELF}?add`}>Add a new address</ButtonLink>
        )}
      </div>
      <Notice tone="success">{done && !result ? done : null}</Notice>
      <Notice tone="error">{problem ?? (result && !failedSave ? result.message : null)}</Notice>
      {mode === 'delete' && selected && !result ? <DeleteConfirmation address={selected} busy={busy} /> : null}
      {showForm ? (
        <section className="rounded-lg border border-gray-200 p-4">
          <AddressForm
            key={`${editing ? 'edit' : 'add'}-${String(formValues?.id ?? '')}`}
            action={SELF}
            title={editing ? 'Edit address' : 'Add a new address'}
            values={formValues ?? { is_default: addresses.length === 0 }}
            errors={failedSave?.errors}
            message={failedSave?.message}
            submitLabel={editing ? 'Save changes' : 'Save address'}
            cancel={cancel}
            busy={busy}
            failed={failedSave}
          />
        </section>
      ) : null}
      {addresses.length === 0 ? (
        showForm ? null : <p className="text-gray-800">{addressMessages.empty}</p>
      ) : (
        <ul className="grid gap-3 desk:grid-cols-2" aria-label="Your addresses">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} busy={busy} />
          ))}
        </ul>
      )}
    </div>
  );
}
