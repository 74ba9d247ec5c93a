import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/i18n';
import { BrandMark } from '../shared/brand-mark';

const { Title, Paragraph, Text } = Typography;

/** Shown to everyone who is not an admin (spec section 2, /admin). */
export function AccessDeniedPage() {
  const navigate = useNavigate();
  const t = useT();
  const title = t('denied.pageTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <Flex component="main" vertical align="center" justify="center" gap={24} style={styles.page}>
      <Flex align="center" gap={10} style={styles.brand}>
        <BrandMark />
        <Text strong style={styles.brandName}>
          Tara Pampanga <Text type="secondary">{t('app.admin')}</Text>
        </Text>
      </Flex>
      <Card style={styles.card} styles={{ body: styles.cardBody }}>
        <LockBadge />
        <Title level={1} style={styles.title}>
          {t('denied.title')}
        </Title>
        <Paragraph strong style={styles.lead}>
          {t('denied.lead')}
        </Paragraph>
        <Paragraph type="secondary" style={styles.text}>
          {t('denied.text')}
        </Paragraph>
        <Button type="primary" size="large" shape="round" onClick={() => void navigate('/')}>
          {t('denied.goHome')}
        </Button>
      </Card>
    </Flex>
  );
}

const styles = {
  page: {
    minHeight: '100vh',
    padding: '32px 16px',
    boxSizing: 'border-box',
    background: 'radial-gradient(40rem 20rem at 50% 0%, rgba(246, 183, 60, 0.25), transparent 70%), #fff8ef',
  },
  brand: { color: '#2a1812' },
  brandName: { fontSize: 18 },
  card: {
    width: '100%',
    maxWidth: 440,
    textAlign: 'center',
    boxShadow: '0 24px 50px -28px rgba(74, 15, 10, 0.6)',
  },
  cardBody: { padding: '40px 28px' },
  title: { margin: '20px 0 8px', fontSize: 28 },
  lead: { marginBottom: 4, fontSize: 16 },
  text: { marginBottom: 28 },
} satisfies Record<string, CSSProperties>;

function LockBadge() {
  return (
    <svg width={72} height={72} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="36" fill="#fbe4dd" />
      <rect x="22" y="32" width="28" height="22" rx="5" fill="#8f1d14" />
      <path d="M27 32v-5a9 9 0 0 1 18 0v5" fill="none" stroke="#8f1d14" strokeWidth="4.5" strokeLinecap="round" />
      <circle cx="36" cy="42" r="3" fill="#f6b73c" />
      <path d="M36 44v4" stroke="#f6b73c" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
