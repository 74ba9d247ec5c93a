import { useT } from '../../../i18n/i18n';
import { StatCards } from '../../../shared/lists/stat-cards';
import { usePostsFiguresQuery } from '../community.api';

/** The stat cards of /community from live counts (DESIGN.md 5): Active Members, Today's Posts, Total Posts. */
export function StatsCards() {
  const t = useT();
  const { data, isError } = usePostsFiguresQuery();
  return (
    <StatCards
      label={t('community.stats.label')}
      isError={isError}
      cards={[
        { label: t('community.stats.activeMembers'), value: data?.activeMembers, icon: 'users' },
        { label: t('community.stats.todaysPosts'), value: data?.todaysPosts, icon: 'sparkles' },
        { label: t('community.stats.totalPosts'), value: data?.totalPosts, icon: 'message' },
      ]}
    />
  );
}
