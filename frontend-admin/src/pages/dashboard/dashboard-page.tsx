import { Alert, Avatar, Card, Col, Empty, Flex, Grid, Input, Row, Statistic, Tabs, Typography } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router';
import { tabsFor } from '../../app/tabs';
import { displayName, hasRole, initialOf, ROLE_LABELS, STATS_ROLES, type AdminUser } from '../../session/roles';
import { errorText } from '../../shared/api';
import { useAdminStats, type AdminStats } from './use-admin-stats';

const { Title, Text } = Typography;

const STAT_CARDS: { key: keyof AdminStats; label: string; color: string }[] = [
  { key: 'activeUsers', label: 'Active users', color: '#2f6b3f' },
  { key: 'totalUsers', label: 'Total users', color: '#8f1d14' },
  { key: 'bannedUsers', label: 'Banned users', color: '#a4161a' },
  { key: 'suspendedUsers', label: 'Suspended users', color: '#c2410c' },
];

function StatCards({ stats, loading, error }: ReturnType<typeof useAdminStats>) {
  if (error) {
    return <Alert type="warning" showIcon title="We couldn't load the figures" description={errorText(error)} />;
  }
  return (
    <Row gutter={[16, 16]}>
      {STAT_CARDS.map(({ key, label, color }) => (
        <Col key={key} xs={12} md={6}>
          <Card size="small" style={styles.statCard}>
            <Statistic
              title={label}
              value={stats?.[key] ?? 0}
              loading={loading && !stats}
              styles={{ content: { color, fontWeight: 700 } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** /admin: the dashboard frame of spec section 2 with the tabs of the user's role (DESIGN.md section 4). */
export function DashboardPage({ user }: { user: AdminUser }) {
  const tabs = tabsFor(user);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab.key === requested) ?? tabs[0];
  const [search, setSearch] = useState('');
  const statsState = useAdminStats(hasRole(user, STATS_ROLES));
  const screens = Grid.useBreakpoint();
  const narrow = !screens.sm;

  useEffect(() => {
    document.title = 'Admin Dashboard — Tara Pampanga';
  }, []);

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
          <Link to="/" style={styles.brand} aria-label="Back to Tara Pampanga">
            <BrandMark />
            <Text strong style={styles.brandName}>
              Tara Pampanga <Text type="secondary">Admin</Text>
            </Text>
          </Link>
          <Flex align="center" gap={12} wrap>
            <Link to="/">Back to site</Link>
            <Flex align="center" gap={8}>
              <Avatar style={styles.avatar} aria-hidden="true">
                {initialOf(user)}
              </Avatar>
              <span style={narrow ? styles.visuallyHidden : undefined}>
                <Text strong>{displayName(user)}</Text>{' '}
                <Text type="secondary">({ROLE_LABELS[user.role]})</Text>
              </span>
            </Flex>
            <a href="/api/logout">Log out</a>
          </Flex>
        </Flex>
      </header>
      <main style={styles.main}>
        <Title level={1} style={styles.title}>
          Admin Dashboard
        </Title>
        <Text type="secondary">Manage users and content of Tara Pampanga.</Text>
        {hasRole(user, STATS_ROLES) ? (
          <section aria-label="Statistics" style={styles.section}>
            <StatCards {...statsState} />
          </section>
        ) : null}
        <Card style={styles.section} styles={{ body: narrow ? { padding: 12 } : undefined }}>
          {tabs.length === 0 || !active ? (
            <Empty description="There are no sections for your role yet." />
          ) : (
            <>
              {active.searchPlaceholder ? (
                <Input.Search
                  allowClear
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder={active.searchPlaceholder}
                  aria-label={active.searchPlaceholder}
                  style={styles.search}
                  size="large"
                />
              ) : null}
              <Tabs
                activeKey={active.key}
                onChange={selectTab}
                destroyOnHidden
                items={tabs.map((tab) => ({
                  key: tab.key,
                  label: tab.label,
                  children: tab.render({ user, search, refreshStats: statsState.refresh }),
                }))}
              />
            </>
          )}
        </Card>
      </main>
    </div>
  );
}

function BrandMark() {
  return (
    <svg width={32} height={32} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#8f1d14" />
      <path
        d="M32 12L37.6 26.3L52.9 27.2L41 36.9L44.9 51.8L32 43.5L19.1 51.8L23 36.9L11.1 27.2L26.4 26.3Z"
        fill="#f6b73c"
      />
      <circle cx="32" cy="34" r="5" fill="#e8590c" />
    </svg>
  );
}

const styles = {
  page: { minHeight: '100vh', background: '#fff8ef' },
  header: { background: '#fff', borderBottom: '1px solid #ecdccb', position: 'sticky', top: 0, zIndex: 10 },
  headerInner: { maxWidth: 1200, margin: '0 auto', padding: '10px 16px' },
  brand: { display: 'inline-flex', alignItems: 'center', gap: 10, color: '#2a1812', textDecoration: 'none' },
  brandName: { fontSize: 18 },
  avatar: { background: '#8f1d14', color: '#fff', fontWeight: 700 },
  main: { maxWidth: 1200, margin: '0 auto', padding: '24px 16px 48px' },
  title: { margin: '0 0 4px', fontSize: 28 },
  section: { marginTop: 20 },
  statCard: { height: '100%' },
  search: { maxWidth: 420, marginBottom: 8 },
  visuallyHidden: {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
} satisfies Record<string, CSSProperties>;
