import { useEffect } from 'react';

export const SITE_TITLE = 'Tara Pampanga — Travel guide to Pampanga';

/** Sets document.title for the page; pass null to use the site title. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} — Tara Pampanga` : SITE_TITLE;
  }, [title]);
}
