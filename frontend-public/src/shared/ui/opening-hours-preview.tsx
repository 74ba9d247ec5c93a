import { useEffect, useState } from 'react';
import { formatDate, useLanguage, type Language } from '@tara/i18n';
import {
  useOpeningHoursPreviewMutation,
  type OpeningHoursDayResponse,
  type OpeningHoursPreviewResponse,
} from '@tara/api-client/opening-hours';
import { isApiError } from '../api/api-error';
import { useT, type MessageId } from '../../i18n/i18n';
import './opening-hours-preview.css';

/** How long the typing rests before the hours are sent for their preview. */
export const PREVIEW_DEBOUNCE_MS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** 'Mon, Nov 30 · Bonifacio Day: Closed', 'Fri, Nov 27: 8:00 AM – 9:00 PM' (Intl in Asia/Manila). */
export function previewLine(day: OpeningHoursDayResponse, language: Language, t: Translate): string {
  // Noon of the Manila date: the same date in Asia/Manila whatever the browser's zone.
  const label = formatDate(new Date(`${day.date}T12:00:00+08:00`), language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const time = (iso: string) => formatDate(new Date(iso), language, { hour: 'numeric', minute: '2-digit' });
  const [first] = day.intervals;
  let hours: string;
  if (!first) hours = t('openingHours.previewClosed');
  else if (day.intervals.length === 1 && Date.parse(first.end) - Date.parse(first.start) >= DAY_MS) {
    hours = t('openingHours.previewAllDay');
  } else {
    hours = day.intervals
      .map((interval) => t('openingHours.previewRange', { opens: time(interval.start), closes: time(interval.end) }))
      .join(', ');
  }
  const holiday = day.holiday && (language === 'fil' ? day.holiday.fil : day.holiday.en);
  const dayText = holiday ? t('openingHours.previewHoliday', { day: label, holiday }) : label;
  return t('openingHours.previewDay', { day: dayText, hours });
}

/** The value once it has not changed for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

type Answer = { week: OpeningHoursPreviewResponse } | { reason: string } | { unavailable: true };

/** What the server said of the hours: the week, its reason to refuse them, or that it could not be asked. */
function answerOf(result: { data?: OpeningHoursPreviewResponse; error?: unknown }): Answer {
  if (result.data) return { week: result.data };
  const { error } = result;
  if (isApiError(error) && error.code === 'OPENING_HOURS_INVALID') return { reason: error.serverMessage ?? '' };
  return { unavailable: true };
}

/** The answer for the settled text; the previous one stays while the next is asked (no flicker in the live region). */
function usePreview(text: string): Answer | null {
  const [ask] = useOpeningHoursPreviewMutation();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (text === '') return;
    let current = true;
    const request = ask({ openingHoursPreviewRequest: { openingHours: text } });
    void request.then((result) => {
      if (current) setAnswer(answerOf(result));
    });
    return () => {
      current = false;
      request.abort();
    };
  }, [text, ask]);
  return text === '' ? null : answer;
}

/**
 * The coming week of the hours being typed (issue 33.1; docs/opening-hours.md), asked of the server
 * (POST /api/opening-hours/preview) once the typing rests, in the language in force; or why the hours cannot be read.
 * Loaded with the editors' forms only (OpeningHoursInput): the client's part and this code are a chunk of their own.
 */
export function OpeningHoursPreview({ value }: { value: string }) {
  const t = useT() as Translate;
  const language = useLanguage();
  const answer = usePreview(useSettled(value.trim(), PREVIEW_DEBOUNCE_MS));
  if (!answer) return null;
  if ('reason' in answer) {
    return <p className="tp-field__error">{t('openingHours.invalid', { reason: answer.reason })}</p>;
  }
  if ('unavailable' in answer) return <p className="tp-field__hint">{t('openingHours.previewUnavailable')}</p>;
  return (
    <>
      <p className="tp-hours-preview__title">{t('openingHours.previewTitle')}</p>
      <ul className="tp-hours-preview__days">
        {answer.week.days.map((day) => (
          <li key={day.date}>{previewLine(day, language, t)}</li>
        ))}
      </ul>
    </>
  );
}
