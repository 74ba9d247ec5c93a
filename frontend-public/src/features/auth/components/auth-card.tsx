import type { ReactNode } from 'react';
import { BrandMark } from '../../../shared/ui/brand';
import { useT } from '../../../i18n/i18n';
import './auth-card.css';

/** The frame of the sign-in, sign-up and set-password pages: one centred card with the brand. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="tp-auth" aria-labelledby="tp-auth-title">
      <div className="tp-auth__card">
        <div className="tp-auth__brand">
          <BrandMark size={44} />
          <span className="tp-auth__brand-name">
            Tara <span>Pampanga</span>
          </span>
        </div>
        <h1 id="tp-auth-title" className="tp-auth__title">
          {title}
        </h1>
        {lead ? <p className="tp-auth__lead">{lead}</p> : null}
        {children}
      </div>
      {footer ? <div className="tp-auth__footer">{footer}</div> : null}
    </section>
  );
}

interface FieldProps {
  id: string;
  label: string;
  type?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  autoFocus?: boolean;
}

export function Field({
  id,
  label,
  type = 'text',
  value,
  onChange,
  autoComplete,
  hint,
  error,
  required,
  autoFocus,
}: FieldProps) {
  const t = useT();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tp-field">
      <label className="tp-field__label" htmlFor={id}>
        {label}
        {required ? null : <span className="tp-field__optional"> {t('auth.optional')}</span>}
      </label>
      <input
        id={id}
        className="tp-field__input"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form is the page's one purpose: its first field takes the focus
        autoFocus={autoFocus}
      />
      {hint ? (
        <p id={`${id}-hint`} className="tp-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="tp-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="tp-auth__error" role="alert">
      {message}
    </p>
  ) : null;
}
