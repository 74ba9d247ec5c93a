import { Link } from 'react-router';
import { useAppPath } from '../shared/lib/basename';
import { useT } from '../i18n/i18n';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { Icon } from '../shared/ui/icon';
import './not-found-page.css';

/** Every path the router does not know (spec section 2). */
export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  const appPath = useAppPath();
  return (
    <section className="tp-container tp-not-found" aria-labelledby="tp-not-found-title">
      <div className="tp-not-found__art" aria-hidden="true">
        <span className="tp-not-found__code">404</span>
        <Icon name="compass" size={56} className="tp-not-found__compass" />
      </div>
      <h1 id="tp-not-found-title" className="tp-not-found__title">
        {t('notFound.title')}
      </h1>
      <p className="tp-not-found__text">{t('notFound.text')}</p>
      <Link to={appPath()} className="tp-button tp-button--primary">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
