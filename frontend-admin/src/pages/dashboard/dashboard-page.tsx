import {
  Alert,
  Avatar,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Grid,
  Input,
  Row,
  Select,
  Statistic,
  Tabs,
  Typography,
} from 'antd';
import { useEffect, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminTab } from './admin-tab';
import { displayName, hasRole, initialOf, ROLE_LABELS, STATS_ROLES, type AdminUser } from '../../session/roles';
import type { UserStatsResponse } from '@tara/api-client/admin';
import { LANGUAGE_NAMES, LANGUAGES, setLanguage, useLanguage, type Language } from '@tara/i18n';
import { useT, type MessageId } from '../../i18n/i18n';
import { useAdminUsersFiguresQuery, useModerationCountsQuery, usePostsFiguresQuery } from '../../shared/api/admin-api';
import { errorText } from '../../shared/api/errors';
import { VISUALLY_HIDDEN } from '../../shared/visually-hidden';
import { BrandMark } from '../../shared/brand-mark';

const { Title, Text } = Typography;

type Figures = UserStatsResponse & { totalPosts?: number; pendingReports?: number };

/** The spec's four cards first (active users, total posts, banned users, pending reports), then the other user counts. */
const STAT_CARDS: { key: keyof Figures; label: MessageId; color: string }[] = [
  { key: 'activeUsers', label: 'stats.activeUsers', color: '#2f6b3f' },
  { key: 'totalPosts', label: 'stats.totalPosts', color: '#8f1d14' },
  { key: 'bannedUsers', label: 'stats.bannedUsers', color: '#a4161a' },
  { key: 'pendingReports', label: 'stats.pendingReports', color: '#b45309' },
  { key: 'totalUsers', label: 'stats.totalUsers', color: '#5b3a1e' },
  { key: 'suspendedUsers', label: 'stats.suspendedUsers', color: '#c2410c' },
];

/**
 * Live figures (DESIGN.md 5; admin, moderator): GET /api/admin/stats (users), /api/posts/stats (posts) and
 * /api/reports/stats (pending reports). Moderation actions and new users refresh them (cache tags).
 */
function StatCards() {
  const users = useAdminUsersFiguresQuery();
  const posts = usePostsFiguresQuery();
  const reports = useModerationCountsQuery();
  const t = useT();
  const error = users.error ?? posts.error ?? reports.error;
  if (error) {
    return <Alert type="warning" showIcon title={t('stats.loadError')} description={errorText(error, t)} />;
  }
  const figures: Partial<Figures> = {
    ...users.data,
    totalPosts: posts.data?.totalPosts,
    pendingReports: reports.data?.pending,
  };
  return (
    <Row gutter={[16, 16]}>
      {STAT_CARDS.map(({ key, label, color }) => (
        <Col key={key} xs={12} sm={8} xl={4}>
          <Card size="small" style={styles.statCard} data-testid={`stat-${key}`}>
            <Statistic
              title={t(label)}
              value={figures[key] ?? 0}
              loading={figures[key] === undefined}
              styles={{ content: { color, fontWeight: 700 } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** /admin: the dashboard frame of spec section 2 with the tabs of the user's role (DESIGN.md section 4). */
export function DashboardPage({ user, tabs }: { user: AdminUser; tabs: readonly AdminTab[] }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab.key === requested) ?? tabs[0];
  const [search, setSearch] = useState('');
  const screens = Grid.useBreakpoint();
  const narrow = !screens.sm;
  const t = useT();

  const title = t('dashboard.pageTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const selectTab = (key: string) => {
    setSearch('');
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next);
  };

  return (
    <div style={styles.page}>
      <header style={styles.header}>
        <Flex align="center" justify="space-between" gap={12} style={styles.headerInner} wrap>
          <Link to="/" style={styles.brand}>
            <BrandMark />
            <Text strong style={styles.brandName}>
              Tara Pampanga <Text type="secondary">{t('app.admin')}</Text>
            </Text>
          </Link>
          <Flex align="center" gap={12} wrap>
            <Link to="/">{t('nav.backToSite')}</Link>
            <LanguageSwitch />
            <Flex align="center" gap={8}>
              <Avatar style={styles.avatar} aria-hidden="true">
                {initialOf(user)}
              </Avatar>
              <span style={narrow ? VISUALLY_HIDDEN : undefined}>
                <Text strong>{displayName(user)}</Text> <Text type="secondary">({t(ROLE_LABELS[user.role])})</Text>
              </span>
            </Flex>
            {/* A sign-out is a write: a form POST, which a page on another site cannot send (403). */}
            <form method="post" action="/api/logout" style={styles.logoutForm}>
              <Button type="link" htmlType="submit" style={styles.logoutButton}>
                {t('nav.logOut')}
              </Button>
            </form>
          </Flex>
        </Flex>
      </header>
      <main style={styles.main}>
        <Title level={1} style={styles.title}>
          {t('dashboard.title')}
        </Title>
        <Text type="secondary">{t('dashboard.subtitle')}</Text>
        {hasRole(user, STATS_ROLES) ? (
          <section aria-label={t('stats.label')} style={styles.section}>
            <StatCards />
          </section>
        ) : null}
        <Card style={styles.section} styles={{ body: narrow ? { padding: 12 } : undefined }}>
          {tabs.length === 0 || !active ? (
            <Empty description={t('dashboard.noSections')} />
          ) : (
            <>
              {active.searchPlaceholder ? (
                <Input.Search
                  allowClear
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder={t(active.searchPlaceholder)}
                  aria-label={t(active.searchPlaceholder)}
                  style={styles.search}
                  size="large"
                />
              ) : null}
              <Tabs
                id={TABS_ID}
                activeKey={active.key}
                onChange={selectTab}
                destroyOnHidden
                // Phones: every tab stays in sight (the tabs wrap), no 'more' menu inside the tab list.
                renderTabBar={
                  narrow ? () => <WrappingTabBar tabs={tabs} active={active.key} onSelect={selectTab} /> : undefined
                }
                items={tabs.map((tab) => ({
                  key: tab.key,
                  label: <TabLabel tab={tab} />,
                  children: tab.render({ user, search }),
                }))}
              />
            </>
          )}
        </Card>
      </main>
    </div>
  );
}

/** The id Ant Design's Tabs derives its tab and panel ids from (`${id}-tab-${key}`, `${id}-panel-${key}`). */
const TABS_ID = 'admin-tabs';

function TabLabel({ tab: { label, Badge } }: { tab: AdminTab }) {
  const t = useT();
  return Badge ? (
    <>
      {t(label)} <Badge />
    </>
  ) : (
    <>{t(label)}</>
  );
}

/**
 * The tab list on a phone: the tabs wrap onto more lines instead of scrolling behind a 'more' menu. A WAI-ARIA tab
 * list: the arrow keys, Home and End move between tabs (and open them), Tab moves into the open tab.
 */
function WrappingTabBar({
  tabs,
  active,
  onSelect,
}: {
  tabs: readonly AdminTab[];
  active: string;
  onSelect: (key: string) => void;
}) {
  const t = useT();
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].key);
    document.getElementById(`${TABS_ID}-tab-${tabs[next].key}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('dashboard.sections')} style={styles.wrappingTabs}>
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${TABS_ID}-tab-${tab.key}`}
            aria-controls={`${TABS_ID}-panel-${tab.key}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
            style={selected ? { ...styles.wrappingTab, ...styles.wrappingTabActive } : styles.wrappingTab}
          >
            <TabLabel tab={tab} />
          </button>
        );
      })}
    </div>
  );
}

/** English / Filipino for the whole admin app (the tara.lang cookie, shared with the shell and the public app). */
function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  return (
    <Select<Language>
      size="small"
      value={language}
      onChange={setLanguage}
      aria-label={t('nav.language')}
      options={LANGUAGES.map((value) => ({
        value,
        label: LANGUAGE_NAMES[value],
        lang: value === 'fil' ? 'fil' : 'en',
      }))}
      popupMatchSelectWidth={false}
      style={{ minWidth: 96 }}
    />
  );
}

const styles = {
  page: { minHeight: '100vh', background: '#fff8ef' },
  header: { background: '#fff', borderBottom: '1px solid #ecdccb', position: 'sticky', top: 0, zIndex: 10 },
  headerInner: { maxWidth: 1200, margin: '0 auto', padding: '10px 16px' },
  logoutForm: { display: 'contents' },
  logoutButton: { padding: 0, height: 'auto' },
  brand: { display: 'inline-flex', alignItems: 'center', gap: 10, color: '#2a1812', textDecoration: 'none' },
  brandName: { fontSize: 18 },
  avatar: { background: '#8f1d14', color: '#fff', fontWeight: 700 },
  main: { maxWidth: 1200, margin: '0 auto', padding: '24px 16px 48px' },
  title: { margin: '0 0 4px', fontSize: 28 },
  section: { marginTop: 20 },
  statCard: { height: '100%' },
  search: { maxWidth: 420, marginBottom: 8 },
  wrappingTabs: { display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 },
  wrappingTab: {
    // Longhands only: the open tab changes fontWeight and borderColor, and React cannot mix those with `font` and
    // `border` shorthands on a rerender.
    fontFamily: 'inherit',
    fontSize: 'inherit',
    fontWeight: 'inherit',
    lineHeight: 'inherit',
    minHeight: 44, // a touch target (WCAG 2.5.5)
    padding: '6px 12px',
    borderRadius: 22,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: '#d9c7b3',
    background: '#fff',
    color: '#3d2b1f',
    cursor: 'pointer',
  },
  wrappingTabActive: { background: '#8f1d14', borderColor: '#8f1d14', color: '#fff', fontWeight: 600 },
} satisfies Record<string, CSSProperties>;
