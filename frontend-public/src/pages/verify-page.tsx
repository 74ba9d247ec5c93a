import { formatDate, useLanguage } from '@tara/i18n';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../features/auth/use-current-user';
import { useBusinessHref } from '../features/coupons/components/coupon-card';
import { codeErrorMessage, discountLabel, expiryText, normalizeCode } from '../features/coupons/coupon-display';
import {
  useCouponCodesCheckQuery,
  useCouponCodesUseMutation,
  useUserCouponsAssignmentsQuery,
  type CodeCheck,
} from '../features/coupons/coupons.api';
import { isApiError } from '../shared/api/api-error';
import { useT } from '../i18n/i18n';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { Icon } from '../shared/ui/icon';
import { useToast } from '../shared/ui/toast';
import '../features/catalog/components/catalog-page.css';
import '../features/catalog/components/detail-page.css';
import '../shared/ui/panel.css';
import '../shared/ui/editor.css';
import '../shared/ui/button-disabled.css';
import '../features/coupons/components/claim-card.css';
import './verify-page.css';

/**
 * /verify (issue 11 point 2): the partner's counter. Staff type a member's one-time code, or open the link of its QR
 * code (/verify?code=…), and see the coupon, the member's first name and whether the code is still good; 'Mark as
 * used' sets it used once, and any later try says when it was used. Who may check: admins and the staff an admin
 * assigned to the coupon's destination or service (the server decides; the page shows its answer).
 */
export function VerifyPage() {
  const t = useT();
  useDocumentTitle(t('verify.title'));
  const [params, setParams] = useSearchParams();
  const linked = params.get('code') ?? '';
  // The code shown: the link's (a scanned QR code), then whatever is typed and checked.
  const [code, setCode] = useState(() => normalizeCode(linked));
  const [typed, setTyped] = useState(linked);
  const [formatError, setFormatError] = useState(false);
  const inputId = useId();
  const errorId = useId();

  // A new link (another QR code scanned) checks its code: set while rendering, not in an effect.
  const [shownLink, setShownLink] = useState(linked);
  if (shownLink !== linked) {
    setShownLink(linked);
    setTyped(linked);
    setCode(normalizeCode(linked));
  }

  // The checked code goes into the address (a reload or a shared link shows it again), outside the submit event;
  // only when another code is checked.
  useEffect(() => {
    if (code && code !== linked) setParams({ code }, { replace: true });
  }, [code, linked, setParams]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCode(typed);
    setFormatError(normalized === '');
    // A code that cannot be one clears the previous result: its 'Mark as used' must never stay under a new code.
    if (!normalized) return setCode('');
    setTyped(normalized);
    setCode(normalized);
  };

  return (
    <div className="tp-container tp-verify">
      <header className="tp-catalog__header">
        <h1 className="tp-catalog__title">{t('verify.title')}</h1>
        <p className="tp-catalog__lead">{t('verify.lead')}</p>
      </header>
      <form className="tp-verify__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="tp-field__label">
          {t('verify.codeLabel')}
        </label>
        <div className="tp-verify__row">
          <input
            id={inputId}
            className="tp-input tp-verify__input"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setFormatError(false);
              // Typing another code hides the checked one's result (and its 'Mark as used') until it is checked.
              setCode('');
            }}
            placeholder="7KQ2M-XH9RT"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={20}
            aria-invalid={formatError}
            aria-describedby={formatError ? errorId : undefined}
          />
          <button type="submit" className="tp-button tp-button--primary">
            <Icon name="search" size={18} />
            {t('verify.check')}
          </button>
        </div>
        {formatError ? (
          <p id={errorId} className="tp-field__error" role="alert">
            {t('verify.badFormat')}
          </p>
        ) : null}
      </form>
      {code ? <CodeResult key={code} code={code} /> : null}
      <MyCounters />
    </div>
  );
}

function CodeResult({ code }: { code: string }) {
  const t = useT();
  // currentData: this code's answer only, never the answer of the code checked before it.
  const { currentData: data, error, isFetching, refetch } = useCouponCodesCheckQuery({ code });
  if (error && !isFetching) {
    if (isApiError(error) && error.status === 401) return null;
    return (
      <div className="tp-verify__result tp-verify__result--bad" role="alert" data-testid="verify-error">
        <Icon name="alert" size={24} />
        <p>{codeErrorMessage(error, t)}</p>
        {isApiError(error) && error.status !== 404 && error.status !== 403 ? (
          <button type="button" className="tp-button tp-button--ghost tp-button--small" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (!data) {
    return (
      <p className="tp-verify__loading" role="status">
        {t('verify.checking')}
      </p>
    );
  }
  return <CheckedCode check={data} />;
}

function CheckedCode({ check }: { check: CodeCheck }) {
  const t = useT();
  const language = useLanguage();
  const { toast } = useToast();
  const businessHref = useBusinessHref();
  const [markUsed, { isLoading }] = useCouponCodesUseMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { coupon } = check;
  const usedOn = check.usedAt ? formatDate(check.usedAt, language, { dateStyle: 'medium', timeStyle: 'short' }) : null;

  const onMark = async () => {
    setRefusal(null);
    const result = await markUsed({ code: check.code });
    if ('error' in result && result.error) {
      if (isApiError(result.error) && result.error.status === 401) return;
      const message = codeErrorMessage(result.error, t);
      setRefusal(message);
      toast({ title: t('coupons.toast.error'), description: message, variant: 'destructive' });
      return;
    }
    toast({ title: t('verify.markedTitle'), description: t('verify.markedText', { code: check.code }) });
  };

  const status =
    check.status === 'valid'
      ? { tone: 'good', icon: 'check-circle' as const, text: t('verify.status.valid') }
      : check.status === 'used'
        ? {
            tone: 'bad',
            icon: 'alert' as const,
            text: usedOn ? t('verify.status.usedOn', { date: usedOn }) : t('verify.status.used'),
          }
        : check.status === 'expired'
          ? { tone: 'bad', icon: 'alert' as const, text: t('verify.status.expired') }
          : { tone: 'bad', icon: 'alert' as const, text: t('verify.status.withdrawn') };

  return (
    <section
      className={`tp-verify__result tp-verify__result--${status.tone}`}
      aria-labelledby="tp-verify-coupon"
      data-testid="verify-result"
    >
      <p className="tp-verify__status" role="status" data-testid="verify-status">
        <Icon name={status.icon} size={24} />
        <strong>{status.text}</strong>
      </p>
      <dl className="tp-facts">
        <div>
          <dt>{t('verify.codeLabel')}</dt>
          <dd className="tp-claim__code">{check.code}</dd>
        </div>
        <div>
          <dt>{t('verify.coupon')}</dt>
          <dd>
            <strong id="tp-verify-coupon">{coupon.title}</strong> · {discountLabel(coupon, t, language)}
          </dd>
        </div>
        <div>
          <dt>{t('verify.business')}</dt>
          <dd>
            <Link to={businessHref(coupon.businessLink)}>{coupon.businessName}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('verify.member')}</dt>
          <dd data-testid="verify-member">{check.memberFirstName ?? t('verify.memberUnknown')}</dd>
        </div>
        <div>
          <dt>{t('verify.claimedOn')}</dt>
          <dd>{formatDate(check.redeemedAt, language)}</dd>
        </div>
        <div>
          <dt>{t('verify.expiry')}</dt>
          <dd>{expiryText(coupon, t, language)}</dd>
        </div>
      </dl>
      {refusal ? (
        <p className="tp-field__error" role="alert">
          {refusal}
        </p>
      ) : null}
      {check.usable ? (
        <button
          type="button"
          className="tp-button tp-button--primary"
          disabled={isLoading}
          onClick={() => void onMark()}
        >
          <Icon name="check-circle" size={18} />
          {isLoading ? t('verify.marking') : t('verify.markUsed')}
        </button>
      ) : null}
    </section>
  );
}

/** The counters this member checks codes for (or, for admins, that they may check any code). */
function MyCounters() {
  const t = useT();
  const { user } = useCurrentUser();
  const businessHref = useBusinessHref();
  const { data } = useUserCouponsAssignmentsQuery();
  if (user?.isAdmin) return <p className="tp-verify__counters">{t('verify.adminNote')}</p>;
  if (!data) return null;
  if (data.length === 0) return <p className="tp-verify__counters">{t('verify.noCounters')}</p>;
  return (
    <section className="tp-verify__counters" aria-labelledby="tp-verify-counters">
      <h2 id="tp-verify-counters" className="tp-panel__title">
        {t('verify.countersTitle')}
      </h2>
      <ul>
        {data.map((assignment) => (
          <li key={assignment.id}>
            <Link to={businessHref(assignment.businessLink)}>{assignment.businessName}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
