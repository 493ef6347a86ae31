import { useId, type ReactNode } from 'react';

const fieldClasses =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-lg text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-white';
const labelClasses = 'block font-semibold text-slate-800 dark:text-slate-200';

export type NumberFieldProps = {
  label: string;
  name: string;
  /** What the field holds in the HTML; afterwards the field holds what the visitor types. */
  defaultValue?: string;
  /** What the field takes, for the message that names it (`unusableField`); the calculator checks the range. */
  min: number;
  max: number;
  step: number;
  hint?: ReactNode;
};

/** A form's fields by name (the calculators' names never clash with a form's own properties). */
export const fieldsOf = (form: HTMLFormElement) => form.elements as unknown as Record<string, HTMLInputElement>;

/** A field's label above it and its hint below, the hint named by the input's aria-describedby (`${id}-hint`). */
function LabelledField({ id, label, hint, children }: { id: string; label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled number field, uncontrolled: the form is read at submit (FormData), so what the visitor
 * typed before the page's scripts started counts and is never overwritten. It is a text field with a
 * numeric keyboard, not `type="number"`: a number input drops what it cannot read (Chrome strips the
 * comma of "8,25", leaving 825) and changes under the scroll wheel. What is typed stays as typed;
 * the shared reader (parseNumber) reads it at submit, and a value the field cannot take gets a message.
 */
export function NumberField({ label, name, defaultValue, min, max, step, hint }: NumberFieldProps) {
  const id = useId();
  return (
    <LabelledField id={id} label={label} hint={hint}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        data-min={min}
        data-max={max}
        data-step={step}
        defaultValue={defaultValue}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={fieldClasses}
      />
    </LabelledField>
  );
}

export type TextFieldProps = { label: string; name: string; type: 'text' | 'date'; hint?: ReactNode };

/** A labelled text or date input, uncontrolled (read at submit, as NumberField). */
export function TextField({ label, name, type, hint }: TextFieldProps) {
  const id = useId();
  return (
    <LabelledField id={id} label={label} hint={hint}>
      <input id={id} name={name} type={type} aria-describedby={hint ? `${id}-hint` : undefined} className={fieldClasses} />
    </LabelledField>
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
    <LabelledField id={id} label={label}>
      <select id={id} name={name} defaultValue={defaultValue} onChange={(e) => onValueChange?.(e.target.value)} className={fieldClasses}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
