// Form fields (issue 22 item 3): every kind — text-like inputs (text, number, tel, email,
// password, date, search, url), file, select, textarea, checkbox and a radio group — with its
// label, an optional hint and its error tied to it: aria-invalid on the control and
// aria-describedby naming the error (`{id}-error`) and the hint (`{id}-hint`), so a screen reader
// reads the reason with the field, and a red 2 px border (spec §5) so sighted users see which.
// `Form` focuses the first invalid field of its own form after a refused submit — also after a
// submit without JavaScript, once the page that came back has hydrated.
import { useEffect, useId, useRef, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Form as RouterForm, type FormProps as RouterFormProps } from 'react-router';

interface FrameProps {
  /** The control's id (default: a generated one); the error is `{id}-error`, the hint `{id}-hint`. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The wrapper's classes: the caller's layout (width, grid span). */
  className?: string;
  /** The label is read by screen readers but not shown (a field whose purpose the row shows). */
  hideLabel?: boolean;
}

/** The ids a field's parts use, and its aria-describedby (the error first, then the hint). */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | null | undefined) {
  const generated = useId();
  const controlId = id ?? `field-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const errorId = `${controlId}-error`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, errorId, hintId, describedBy };
}

const labelClass = 'block text-sm font-medium text-gray-900';

/** A control's look; `invalid` adds the red 2 px border. Width is the caller's (block fields: full). */
export function controlClass(invalid: boolean, extra?: string): string {
  return [
    'min-h-11 rounded-md border bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:border-primary-text',
    invalid ? 'is-invalid border-2 border-red-600' : 'border-gray-400',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

function Hint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  return hint ? (
    <p id={id} className="text-xs text-gray-700">
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

type InputProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    /** Content after the input on the same row (a Send code button, "of 3"). */
    addon?: ReactNode;
    /** `block` (label above, full width; the default) or `inline` (label, input and addon on one row). */
    layout?: 'block' | 'inline';
    /** Extra classes for the input itself (an inline field's width). */
    inputClassName?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A text-like input, a number, a phone, a date, a search box or a file. */
export function Field({ id, label, hint, error, className, hideLabel, addon, layout = 'block', inputClassName, ref, ...input }: InputProps) {
  const ids = useFieldIds(id, hint, error);
  const inline = layout === 'inline';
  const control = (
    <input
      ref={ref}
      id={ids.controlId}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      className={controlClass(!!error, [inline ? null : 'block w-full min-w-0 flex-1', inputClassName].filter(Boolean).join(' '))}
      {...input}
    />
  );
  return (
    <div className={['space-y-1', className].filter(Boolean).join(' ')}>
      {inline ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={ids.controlId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-gray-900'}>
            {label}
          </label>
          {control}
          {addon}
        </div>
      ) : (
        <>
          <label htmlFor={ids.controlId} className={hideLabel ? 'sr-only' : labelClass}>
            {label}
          </label>
          {addon ? (
            <div className="flex gap-2">
              {control}
              {addon}
            </div>
          ) : (
            control
          )}
        </>
      )}
      <Hint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

/** A file input (the same frame; `accept` and the hint say what it takes). */
export function FileField(props: Omit<InputProps, 'type'>) {
  return <Field type="file" {...props} />;
}

type SelectProps = FrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & { ref?: Ref<HTMLSelectElement> };

export function SelectField({ id, label, hint, error, className, hideLabel, children, ref, ...select }: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={['space-y-1', className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className={hideLabel ? 'sr-only' : labelClass}>
        {label}
      </label>
      <select ref={ref} id={ids.controlId} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} className={controlClass(!!error, 'block w-full')} {...select}>
        {children}
      </select>
      <Hint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

type TextareaProps = FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextareaField({ id, label, hint, error, className, hideLabel, ref, ...textarea }: TextareaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={['space-y-1', className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className={hideLabel ? 'sr-only' : labelClass}>
        {label}
      </label>
      <textarea ref={ref} id={ids.controlId} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} className={controlClass(!!error, 'block w-full')} {...textarea} />
      <Hint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

type CheckboxProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>;

/** A checkbox with its label after the box, the whole row a 44 px target. */
export function CheckboxField({ id, label, hint, error, className, hideLabel, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className="flex min-h-11 items-center gap-2 text-sm text-gray-900">
        <input
          id={ids.controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className="h-5 w-5 shrink-0 accent-primary"
          {...input}
        />
        <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
      </label>
      <Hint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
}

/**
 * One choice of a few, as a fieldset: the legend names it, each option is a labelled radio;
 * with an error every radio is aria-invalid and described by it (so Form focuses the first).
 * `look="boxed"` draws each option as an outlined box (the chosen one in the shop's colour).
 */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  defaultValue,
  hint,
  error,
  look = 'list',
  className,
}: {
  id?: string;
  name: string;
  legend: ReactNode;
  options: ReadonlyArray<RadioOption>;
  defaultValue?: string;
  hint?: ReactNode;
  error?: string | null;
  look?: 'list' | 'boxed';
  className?: string;
}) {
  const ids = useFieldIds(id, hint, error);
  const boxed = look === 'boxed';
  return (
    <fieldset id={ids.controlId} className={['space-y-2', className].filter(Boolean).join(' ')} aria-describedby={ids.describedBy}>
      <legend className={labelClass}>{legend}</legend>
      <div className={boxed ? 'flex flex-wrap gap-3' : 'space-y-1'}>
        {options.map((option) => (
          <label
            key={option.value}
            className={
              boxed
                ? 'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-400 bg-white px-4 font-medium text-gray-900 has-[:checked]:border-2 has-[:checked]:border-primary'
                : 'flex min-h-10 items-center gap-2 text-gray-900'
            }
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.errorId : undefined}
              className="h-5 w-5 shrink-0 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      <Hint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}

/** Focuses the first aria-invalid control inside `form` whenever `failed` changes to a value. */
export function useFocusFirstInvalid(form: { current: HTMLFormElement | null }, failed: unknown) {
  useEffect(() => {
    if (!failed) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, failed]);
}

type FormProps = RouterFormProps & {
  /** The refused submit's answer (useActionData, a fetcher's data) when it belongs to this form. */
  failed?: unknown;
};

/**
 * The router's Form that, after a refused submit, moves focus to its first invalid field, so
 * keyboard and screen-reader users land on what to fix.
 */
export function Form({ failed, children, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, failed);
  return (
    <RouterForm ref={ref} {...props}>
      {children}
    </RouterForm>
  );
}

/** The same for a native <form>: a full-page POST (or GET) without the router, as without JavaScript. */
export function PlainForm({ failed, children, ...props }: FormHTMLAttributes<HTMLFormElement> & { failed?: unknown }) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, failed);
  return (
    <form ref={ref} {...props}>
      {children}
    </form>
  );
}
