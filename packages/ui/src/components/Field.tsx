import type { ReactNode } from 'react';
import { Chip } from './Chip';

/** A labelled block of a form; with `id`, its error (if any) under it as `${id}-error`. */
export function Field({ label, hint, children, htmlFor, id, error }: { label: ReactNode; hint?: ReactNode; children: ReactNode; htmlFor?: string; id?: string; error?: string | undefined }) {
  return (
    <div className="ph-field" id={id}>
      {htmlFor ? (
        <label className="ph-field__label" htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <p className="ph-field__label">{label}</p>
      )}
      {children}
      {hint ? <p className="ph-field__hint">{hint}</p> : null}
      <FieldError id={id ? `${id}-error` : undefined}>{error}</FieldError>
    </div>
  );
}

/** An error line under a field or a group of controls (nothing when there is no error). */
export function FieldError({ id, children }: { id?: string; children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p className="ph-field__error" id={id} role="alert">
      {children}
    </p>
  );
}

export type Option<V extends string = string> = { value: V; label: string };

/** Multi choice as toggle chips; `max` ignores picks beyond the limit. */
export function ChipGroup<V extends string>({
  options,
  value,
  onChange,
  max,
  label,
}: {
  options: readonly Option<V>[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  max?: number;
  label: string;
}) {
  return (
    <div className="ph-chip-group" role="group" aria-label={label}>
      {options.map((o) => {
        const selected = value.includes(o.value);
        return (
          <Chip
            key={o.value}
            selected={selected}
            onClick={() => {
              if (selected) onChange(value.filter((v) => v !== o.value));
              else if (max === undefined || value.length < max) onChange([...value, o.value]);
            }}
          >
            {o.label}
          </Chip>
        );
      })}
    </div>
  );
}

/** Single choice as toggle chips. */
export function ChipRadio<V extends string>({ options, value, onChange, label }: { options: readonly Option<V>[]; value: V | null; onChange: (next: V) => void; label: string }) {
  return (
    <div className="ph-chip-group" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <Chip key={o.value} selected={value === o.value} onClick={() => onChange(o.value)}>
          {o.label}
        </Chip>
      ))}
    </div>
  );
}

export function Checkbox({ checked, onChange, children, disabled }: { checked: boolean; onChange: (next: boolean) => void; children: ReactNode; disabled?: boolean }) {
  return (
    <label className={`ph-check${disabled ? ' ph-check--disabled' : ''}`}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

export type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'date' | 'time' | 'url';
  error?: string | undefined;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url';
  maxLength?: number;
  disabled?: boolean;
  /** Shown before the input ('+63'). */
  prefix?: string;
};

/** A labelled input with its error under it in the warning colour. */
export function TextField({ id, label, value, onChange, type = 'text', error, placeholder, autoComplete, inputMode, maxLength, disabled, prefix }: TextFieldProps) {
  const errorId = `${id}-error`;
  const input = (
    <input
      id={id}
      className={`ph-input${error ? ' ph-input--invalid' : ''}`}
      type={type}
      value={value}
      placeholder={placeholder}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <div className="ph-text-field">
      <label className="ph-field__label" htmlFor={id}>
        {label}
      </label>
      {prefix ? (
        <div className="ph-prefixed">
          <span className="ph-prefixed__prefix" aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
