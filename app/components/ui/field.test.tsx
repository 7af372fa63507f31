// @vitest-environment happy-dom
// Fields: each kind has its label, its hint and its error tied to the control (aria-invalid,
// aria-describedby naming `{id}-error` then `{id}-hint`, the red 2 px border); Form focuses its
// own first invalid control after a refused submit, and no other form's.
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CheckboxField, Field, FileField, Form, PlainForm, RadioGroup, SelectField, TextareaField } from './field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const html = (node: React.ReactNode) => {
  const div = document.createElement('div');
  div.innerHTML = renderToStaticMarkup(node);
  return div;
};

describe('the field kinds', () => {
  it('a text field: label for the input, no error, hint described', () => {
    const root = html(<Field id="courier" name="courier" label="Courier" hint="As on the parcel" />);
    const input = root.querySelector('input')!;
    expect(root.querySelector('label')!.getAttribute('for')).toBe('courier');
    expect(input.id).toBe('courier');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('courier-hint');
    expect(root.querySelector('#courier-hint')!.textContent).toBe('As on the parcel');
    expect(input.className).toContain('border-gray-400');
  });

  it('a text field with an error: aria-invalid, described by the error then the hint, red 2 px border', () => {
    const root = html(<Field id="phone" name="phone" type="tel" label="Mobile number" hint="01XXXXXXXXX" error="Enter a mobile number" />);
    const input = root.querySelector('input')!;
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('phone-error phone-hint');
    expect(root.querySelector('#phone-error')!.textContent).toBe('Enter a mobile number');
    expect(input.className).toContain('border-2 border-red-600');
    expect(input.className).toContain('is-invalid');
  });

  it('without a hint, the error alone describes the field', () => {
    const input = html(<Field id="login-phone" label="Phone" error="Wrong" />).querySelector('input')!;
    expect(input.getAttribute('aria-describedby')).toBe('login-phone-error');
  });

  it('a number field inline: label, input and addon on one row', () => {
    const root = html(<Field id="qty-3" name="qty_3" type="number" min={0} max={2} label="Quantity to refund" layout="inline" inputClassName="w-20" addon={<span>of 2</span>} error="At most 2" />);
    const input = root.querySelector('input')!;
    expect(input.getAttribute('type')).toBe('number');
    expect(input.getAttribute('max')).toBe('2');
    expect(input.className).toContain('w-20');
    expect(input.className).not.toContain('w-full');
    expect(input.nextElementSibling!.textContent).toBe('of 2');
    expect(input.getAttribute('aria-describedby')).toBe('qty-3-error');
  });

  it('a generated id still ties label, control and error together', () => {
    const root = html(<Field name="q" label="Name or phone" error="Too short" />);
    const input = root.querySelector('input')!;
    expect(input.id).toMatch(/^field-/);
    expect(root.querySelector('label')!.getAttribute('for')).toBe(input.id);
    expect(root.querySelector(`#${input.id}-error`)!.textContent).toBe('Too short');
  });

  it('a select, a textarea and a file input carry the same ties', () => {
    for (const [node, tag] of [
      [
        <SelectField key="s" id="k" name="kind" label="Kind" error="Choose one">
          <option value="a">A</option>
        </SelectField>,
        'select',
      ],
      [<TextareaField key="t" id="k" name="message" label="Message" error="Choose one" />, 'textarea'],
      [<FileField key="f" id="k" name="logo" label="Logo" accept="image/png" error="Choose one" />, 'input'],
    ] as const) {
      const root = html(node);
      const control = root.querySelector(tag)!;
      expect(control.id).toBe('k');
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(control.getAttribute('aria-describedby')).toBe('k-error');
      expect(root.querySelector('label')!.getAttribute('for')).toBe('k');
    }
    expect(html(<FileField id="f" label="Logo" />).querySelector('input')!.getAttribute('type')).toBe('file');
  });

  it('a checkbox sits inside its label, with its error described', () => {
    const root = html(<CheckboxField id="unl" name="unlimited" label="Unlimited" defaultChecked error="Not with a quantity" />);
    const box = root.querySelector('input')!;
    expect(box.getAttribute('type')).toBe('checkbox');
    expect(box.closest('label')!.textContent).toBe('Unlimited');
    expect(box.hasAttribute('checked')).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBe('unl-error');
  });

  it('a radio group is a fieldset named by its legend; with an error every radio is invalid and described', () => {
    const root = html(
      <RadioGroup
        id="method"
        name="method"
        legend="Pay with"
        defaultValue="stripe"
        options={[
          { value: 'bkash', label: 'bKash' },
          { value: 'stripe', label: 'Card' },
        ]}
        error="Choose how to pay"
      />,
    );
    expect(root.querySelector('fieldset > legend')!.textContent).toBe('Pay with');
    expect(root.querySelector('fieldset')!.getAttribute('aria-describedby')).toBe('method-error');
    const radios = [...root.querySelectorAll('input[type="radio"]')];
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['bkash', 'stripe']);
    expect(radios.map((r) => r.hasAttribute('checked'))).toEqual([false, true]);
    expect(radios.every((r) => r.getAttribute('aria-invalid') === 'true' && r.getAttribute('aria-describedby') === 'method-error')).toBe(true);
  });
});

describe('focus on the first invalid field', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => container.remove());

  function Page() {
    const [failed, setFailed] = useState<{ errors: Record<string, string> } | undefined>(undefined);
    const errors = failed?.errors ?? {};
    return (
      <>
        <PlainForm method="post" aria-label="other">
          <Field id="other" name="other" label="Other" error="invalid but not this form's answer" />
        </PlainForm>
        <Form method="post" failed={failed} aria-label="mine">
          <Field id="name" name="name" label="Name" error={errors.name} />
          <Field id="courier" name="courier" label="Courier" error={errors.courier} />
          <Field id="code" name="code" label="Code" error={errors.code} />
        </Form>
        <button type="button" onClick={() => setFailed({ errors: { courier: 'Enter the courier', code: 'Enter the code' } })}>
          refuse
        </button>
      </>
    );
  }

  it('moves focus to the first invalid field of its own form once the refusal arrives', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={router} />));
    expect(document.activeElement).toBe(document.body);
    await act(async () => (container.querySelector('button[type="button"]') as HTMLButtonElement).click());
    expect(document.activeElement?.id).toBe('courier');
    act(() => root.unmount());
  });

  it('focuses on first render when the page came back refused (a submit without JavaScript)', async () => {
    function Refused() {
      return (
        <Form method="post" failed={{ errors: { code: 'x' } }}>
          <Field id="a" label="A" />
          <Field id="b" label="B" error="x" />
        </Form>
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <Refused /> }]);
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={router} />));
    expect(document.activeElement?.id).toBe('b');
    act(() => root.unmount());
  });
});
