import { FieldError } from './Field';

/** A labelled textarea with a live 'n / max' counter; input beyond `max` is cut. */
export function Textarea({
  id,
  label,
  value,
  onChange,
  max,
  error,
  placeholder,
  rows = 5,
  counter,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max?: number;
  error?: string | null | undefined;
  placeholder?: string;
  rows?: number;
  /** Replaces the default `${value.length} / ${max}` text. */
  counter?: string;
}) {
  return (
    <div className="ph-text-field">
      <label className="ph-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={`ph-input ph-textarea${error ? ' ph-input--invalid' : ''}`}
        value={value}
        rows={rows}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(max !== undefined ? e.target.value.slice(0, max) : e.target.value)}
      />
      {max !== undefined || counter ? (
        <p className="ph-counter" aria-live="polite">
          {counter ?? `${value.length} / ${max}`}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
