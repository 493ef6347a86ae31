import { useId, type ReactNode } from 'react';

export const fieldClasses =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-lg text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-white';
export const labelClasses = 'block font-semibold text-slate-800 dark:text-slate-200';

export type NumberFieldProps = {
  label: string;
  name: string;
  value: string;
  onValueChange: (raw: string) => void;
  min: number;
  max: number;
  step: number;
  /** Whether a typed value is kept; when it returns false the field keeps its previous value. */
  accept?: (raw: string) => boolean;
  hint?: ReactNode;
};

/** A labelled number input. Refused keystrokes are simply not stored: React puts the previous value back. */
export function NumberField({ label, name, value, onValueChange, min, max, step, accept, hint }: NumberFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          const raw = e.target.value;
          if (!accept || accept(raw)) onValueChange(raw);
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
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string }[];
};

export function SelectField({ label, name, value, onValueChange, options }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(e) => onValueChange(e.target.value)} className={fieldClasses}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
