import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'outline' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  loading?: boolean;
  children?: ReactNode;
};

export function Button({ variant = 'primary', size = 'md', block = false, loading = false, className, children, disabled, type, ...rest }: ButtonProps) {
  const classes = ['ph-btn', `ph-btn--${variant}`, `ph-btn--${size}`, block ? 'ph-btn--block' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type ?? 'button'} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size="sm" inline label="Please wait" /> : null}
      <span className="ph-btn__label">{children}</span>
    </button>
  );
}

/** A link styled as a button (pass the router's Link via `as` or use a plain anchor). */
export function buttonClass(variant: ButtonProps['variant'] = 'primary', size: ButtonProps['size'] = 'md', block = false): string {
  return ['ph-btn', `ph-btn--${variant}`, `ph-btn--${size}`, block ? 'ph-btn--block' : ''].filter(Boolean).join(' ');
}
