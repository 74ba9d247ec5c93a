import { Link } from 'react-router';
import { useAppPath } from '../app/basename';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { Icon } from '../shared/ui/icon';
import './not-found-page.css';

/** Every path the router does not know (spec section 2). */
export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  const appPath = useAppPath();
  return (
    <section className="tp-container tp-not-found" aria-labelledby="tp-not-found-title">
      <div className="tp-not-found__art" aria-hidden="true">
        <span className="tp-not-found__code">404</span>
        <Icon name="compass" size={56} className="tp-not-found__compass" />
      </div>
      <h1 id="tp-not-found-title" className="tp-not-found__title">
        404 Page Not Found
      </h1>
      <p className="tp-not-found__text">Did you forget to add the page to the router?</p>
      <Link to={appPath()} className="tp-button tp-button--primary">
        Back to home
      </Link>
    </section>
  );
}
