import { useEffect } from 'react';
import { useT } from '../../i18n/i18n';

/** Sets document.title for the page ('<title> — Tara Pampanga'); pass null for the site title. In the page's language. */
export function useDocumentTitle(title: string | null): void {
  const t = useT();
  const text = title ? t('site.pageTitle', { title }) : t('site.title');
  useEffect(() => {
    document.title = text;
  }, [text]);
}
