// /customer/dashboard/address (spec §2 dashboard menu "Address"; after-cart.md "Addresses and
// delivery"): the address book — the default marked and listed first, add, edit, delete after
// a confirmation, make default. Everything is a link or a form, so it works without
// JavaScript: ?add shows the empty form, ?edit={id} the filled one, ?delete={id} the
// confirmation; a successful change redirects back here (post/redirect/get) with ?done=… for
// its message. With JavaScript the same links and forms navigate without full reloads.
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { districtName, divisionName } from '../../../../core/i18n/bd-district-names';
import { localText } from '../../../lib/local-text.server';
import { Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { addressMessages } from '../../../../core/address-messages';
import { formatBdMobile } from '../../../../core/bd-phone';
import { browserMessages as messages } from '../../../../core/browser-messages';
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
import { metaTranslator, shopTitle } from '../../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle(metaTranslator(matches).t('address.title'), matches) }, { name: 'robots', content: 'noindex' }];
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
      problem = localText(context, err.message);
    }
  }
  return { addresses, mode, selected, problem, done: done && done in DONE ? localText(context, DONE[done as Done]) : null };
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

function AddressCard({ address, busy }: { address: AddressView; busy: boolean }) {
  const { t, lang, digits } = useI18n();
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
        {address.is_default ? <Badge tone="primary">{t('address.default')}</Badge> : null}
      </div>
      <address className="space-y-0.5 text-sm not-italic text-gray-800">
        <p>{digits(formatBdMobile(address.phone))}</p>
        <p>{address.address}</p>
        <p>
          {address.area}, {districtName(lang, address.district)}
          {address.division && address.division !== address.district ? ` ${t('address.divisionOf', { name: divisionName(lang, address.division) })}` : ''}
        </p>
        {address.note ? <p className="text-gray-700">{t('address.note', { note: address.note })}</p> : null}
      </address>
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink to={`${SELF}?edit=${address.id}`} variant="secondary" className="shrink-0" aria-label={t('address.editLabel', { name: address.name })}>
          {t('address.editButton')}
        </ButtonLink>
        {address.is_default ? null : (
          <Form method="post" action={SELF}>
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="id" value={address.id} />
            <Button type="submit" variant="secondary" className="shrink-0" disabled={busy} aria-label={t('address.makeDefaultLabel', { name: address.name })}>
              {t('address.makeDefault')}
            </Button>
          </Form>
        )}
        <ButtonLink to={`${SELF}?delete=${address.id}`} variant="danger-outline" className="shrink-0" aria-label={t('address.deleteLabel', { name: address.name })}>
          {t('address.delete')}
        </ButtonLink>
      </div>
    </li>
  );
}

function DeleteConfirmation({ address, busy }: { address: AddressView; busy: boolean }) {
  const { t, lang } = useI18n();
  return (
    <section role="alertdialog" aria-labelledby="delete-title" aria-describedby="delete-text" className="space-y-3 rounded-lg border-2 border-red-300 bg-red-50 p-4">
      <h2 id="delete-title" className="text-lg font-semibold text-gray-900">
        {t('address.deleteQuestion')}
      </h2>
      <p id="delete-text" className="text-sm text-gray-900">
        {address.name}, {address.address}, {address.area}, {districtName(lang, address.district)}.
        {address.is_default ? ` ${t('address.deleteDefault')}` : ''} {t('address.deleteKeeps')}
      </p>
      <Form method="post" action={SELF} className="flex flex-col gap-2 sm:flex-row">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={address.id} />
        <Button type="submit" variant="danger" size="lg" disabled={busy} autoFocus>
          {t('address.deleteYes')}
        </Button>
        <ButtonLink to={SELF} variant="secondary" className="shrink-0">
          {t('address.keep')}
        </ButtonLink>
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
  const { t } = useI18n();
  const cancel = (
    <ButtonLink to={SELF} variant="secondary" className="shrink-0">
      {t('address.cancel')}
    </ButtonLink>
  );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{t('address.title')}</h1>
        {showForm ? null : (
          <ButtonLink to={`${SELF}?add`}>{t('address.add')}</ButtonLink>
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
            title={editing ? t('address.edit') : t('address.add')}
            values={formValues ?? { is_default: addresses.length === 0 }}
            errors={failedSave?.errors}
            message={failedSave?.message}
            submitLabel={editing ? t('address.saveChanges') : t('address.save')}
            cancel={cancel}
            busy={busy}
            failed={failedSave}
          />
        </section>
      ) : null}
      {addresses.length === 0 ? (
        showForm ? null : <p className="text-gray-800">{t('address.empty')}</p>
      ) : (
        <ul className="grid gap-3 desk:grid-cols-2" aria-label={t('address.list')}>
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} busy={busy} />
          ))}
        </ul>
      )}
    </div>
  );
}
