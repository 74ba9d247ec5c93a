import { Form, Input, Typography } from 'antd';
import { useLanguage } from '@tara/i18n';
import { useDeferredValue, useId, useMemo } from 'react';
import { useT } from '../../i18n/i18n';
import { openingHoursError, weekPreview, type DayHours } from './opening-hours';

const EXAMPLES = ['24/7', 'Mo-Sa 08:00-21:00; PH off'];

/**
 * 'Opening hours' of a destination or service (docs/opening-hours.md): the OpenStreetMap syntax with a hint and two
 * examples, checked as it is typed, and the coming 7 days in Manila below it once the value can be read.
 */
export function OpeningHoursItem() {
  const t = useT();
  const rule = {
    validator: (_: unknown, value: string | undefined) => {
      const message = openingHoursError(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
  return (
    <>
      <Form.Item
        label={t('form.openingHours')}
        name="openingHours"
        rules={[rule]}
        extra={
          <>
            {t('form.openingHoursHint')}{' '}
            {EXAMPLES.map((example, index) => (
              <span key={example}>
                {index > 0 && ', '}
                <Typography.Text code>{example}</Typography.Text>
              </span>
            ))}
          </>
        }
      >
        <Input autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={500} placeholder={EXAMPLES[1]} />
      </Form.Item>
      <OpeningHoursPreview />
    </>
  );
}

function hoursText(hours: DayHours, t: ReturnType<typeof useT>): string {
  if (hours.kind === 'allDay') return t('form.openingHoursAllDay');
  if (hours.kind === 'closed') return t('form.openingHoursClosed');
  return hours.ranges.join(', ');
}

/** The coming 7 days of the typed hours: 'Mon, Nov 30 · Bonifacio Day: Closed'. Nothing while they cannot be read. */
function OpeningHoursPreview() {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const value = useDeferredValue(Form.useWatch<string | undefined>('openingHours'));
  const days = useMemo(() => weekPreview(value, language), [value, language]);
  if (!days) return null;
  return (
    <section aria-labelledby={headingId} data-testid="opening-hours-preview" style={{ marginBottom: 24 }}>
      <Typography.Text strong id={headingId}>
        {t('form.openingHoursPreview')}
      </Typography.Text>
      <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {days.map((day) => (
          <li key={day.date}>
            {t('form.openingHoursDay', {
              day: day.holiday ? t('form.openingHoursHoliday', { day: day.label, holiday: day.holiday }) : day.label,
              hours: hoursText(day.hours, t),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
