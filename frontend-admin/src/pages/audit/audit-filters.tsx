import { Button, Col, Form, Row, Select } from 'antd';
import { useId } from 'react';
import { useT } from '../../i18n/i18n';
import { actionOptions } from './audit-actions';
import type { AuditFilterState } from './use-audit-log';
import { UserPicker } from './user-picker';

/**
 * The log's filters: the action (one or a whole group), who acted, to whom, and Clear. The fields share a line as
 * far as it fits and wrap below it; Clear keeps its own width (a fixed column was narrower than 'Alisin ang mga salaan').
 */
export function AuditFilters({ filters, filtered }: { filters: AuditFilterState; filtered: boolean }) {
  const t = useT();
  const ids = { action: useId(), actor: useId(), target: useId() };
  return (
    <Form layout="vertical" component="div" aria-label={t('audit.filters')}>
      <Row gutter={[12, 0]} align="bottom">
        <Col flex="1 1 240px">
          <Form.Item label={t('audit.action')} htmlFor={ids.action} style={{ marginBottom: 12 }}>
            <Select<string>
              id={ids.action}
              value={filters.action}
              onChange={filters.setAction}
              aria-label={t('audit.action')}
              popupMatchSelectWidth={false}
              options={actionOptions(t)}
            />
          </Form.Item>
        </Col>
        <Col flex="1 1 200px">
          <Form.Item label={t('audit.actor')} htmlFor={ids.actor} style={{ marginBottom: 12 }}>
            <UserPicker id={ids.actor} label={t('audit.actor')} value={filters.actor} onChange={filters.setActor} />
          </Form.Item>
        </Col>
        <Col flex="1 1 200px">
          <Form.Item label={t('audit.target')} htmlFor={ids.target} style={{ marginBottom: 12 }}>
            <UserPicker id={ids.target} label={t('audit.target')} value={filters.target} onChange={filters.setTarget} />
          </Form.Item>
        </Col>
        <Col flex="none">
          <Form.Item style={{ marginBottom: 12 }}>
            <Button disabled={!filtered} onClick={filters.clear}>
              {t('audit.clear')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
