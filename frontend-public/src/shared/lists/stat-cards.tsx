import { formatNumber, useLanguage } from '@tara/i18n';
import { Icon, type IconName } from '../ui/icon';
import '../ui/skeleton.css';
import './stat-cards.css';

export interface StatCard {
  readonly label: string;
  /** Undefined until the figures arrive (a skeleton, or '–' when they failed). */
  readonly value: number | undefined;
  readonly icon: IconName;
}

/** The three stat cards above a list, from live counts: a skeleton per figure until they arrive, '–' if they failed. */
export function StatCards({
  label,
  cards,
  isError,
  tone = 'red',
}: {
  label: string;
  cards: readonly StatCard[];
  isError: boolean;
  /** The icons' background: the brand's red (/community) or gold (/coupons). */
  tone?: 'red' | 'gold';
}) {
  const language = useLanguage();
  const loading = !isError && cards.some((card) => card.value === undefined);
  return (
    <ul className={`tp-stats${tone === 'gold' ? ' tp-stats--gold' : ''}`} aria-label={label} aria-busy={loading}>
      {cards.map((card) => (
        <li key={card.label} className="tp-stat">
          <span className="tp-stat__icon">
            <Icon name={card.icon} size={20} />
          </span>
          <span className="tp-stat__value" data-testid="stat-value">
            {card.value === undefined ? (
              isError ? (
                '–'
              ) : (
                <span className="tp-skeleton tp-stat__skeleton" />
              )
            ) : (
              formatNumber(card.value, language)
            )}
          </span>
          <span className="tp-stat__label">{card.label}</span>
        </li>
      ))}
    </ul>
  );
}
