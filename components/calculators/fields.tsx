import { useId, type ReactNode } from 'react';

export const fieldClasses =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-lg text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-white';
export const labelClasses = 'block font-semibold text-slate-800 dark:text-slate-200';

export type NumberFieldProps = {
  label: string;
  name: string;
  /** What the field holds in the HTML; afterwards the field holds what the visitor types. */
  defaultValue?: string;
  onValueChange?: (raw: string) => void;
  min: number;
  max: number;
  step: number;
  /** Whether a typed value is kept; when it returns false the field keeps its previous value. */
  accept?: (raw: string) => boolean;
  hint?: ReactNode;
};

/** The last value each number field accepted: a refused keystroke puts it back. */
const accepted = new WeakMap<HTMLInputElement, string>();

/** Sets a number field's value from code (a shared link, a dropped score), as if the visitor had typed it. */
export function setFieldValue(field: Element | RadioNodeList | null, value: string) {
  if (!(field instanceof HTMLInputElement)) return;
  field.value = value;
  accepted.set(field, value);
}

/**
 * A labelled number input, uncontrolled: the form is read at submit (FormData), so what the
 * visitor typed before the page's scripts started counts and is never overwritten. A refused
 * keystroke puts back the last accepted value (or what the field held when scripts started).
 */
export function NumberField({ label, name, defaultValue = '', onValueChange, min, max, step, accept, hint }: NumberFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        ref={(el) => {
          if (el && !accepted.has(el)) accepted.set(el, el.value);
        }}
        name={name}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        defaultValue={defaultValue}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          const field = e.currentTarget;
          const raw = field.value;
          if (accept && !accept(raw)) {
            field.value = accepted.get(field) ?? '';
            return;
          }
          accepted.set(field, raw);
          onValueChange?.(raw);
        }}
        className={fieldClasses}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}

export type SelectFieldProps = {
  label: string;
  name: string;
  /** The option selected in the HTML; afterwards the select holds what the visitor chose. */
  defaultValue: string;
  onValueChange?: (value: string) => void;
  options: { value: string; label: string }[];
};

/** A labelled select, uncontrolled like NumberField: a choice made before start-up stays. */
export function SelectField({ label, name, defaultValue, onValueChange, options }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} onChange={(e) => onValueChange?.(e.target.value)} className={fieldClasses}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The text value of a form field at submit ("" when absent or a file). */
export const fieldText = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
