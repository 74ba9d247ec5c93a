import { formatNumber, useLanguage } from '@tara/i18n';
import { useT } from '../../../i18n/i18n';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { usePostsFiguresQuery } from '../community.api';
import './stats-cards.css';

/** The stat cards of /community from live counts (DESIGN.md 5): Active Members, Today's Posts, Total Posts. */
export function StatsCards() {
  const t = useT();
  const language = useLanguage();
  const { data, isError } = usePostsFiguresQuery();
  const cards: Array<{ label: string; value: number | undefined; icon: IconName }> = [
    { label: t('community.stats.activeMembers'), value: data?.activeMembers, icon: 'users' },
    { label: t('community.stats.todaysPosts'), value: data?.todaysPosts, icon: 'sparkles' },
    { label: t('community.stats.totalPosts'), value: data?.totalPosts, icon: 'message' },
  ];
  return (
    <ul className="tp-stats" aria-label={t('community.stats.label')} aria-busy={!data && !isError}>
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
