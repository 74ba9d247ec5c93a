import { useT } from '../../i18n/i18n';
import { BrandMark } from './brand';
import './site-footer.css';

export function SiteFooter() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="tp-footer">
      <div className="tp-container tp-footer__inner">
        <div className="tp-footer__brand">
          <BrandMark size={40} />
          <div>
            <p className="tp-footer__name">Tara Pampanga</p>
            <p className="tp-footer__tagline">{t('footer.tagline')}</p>
          </div>
        </div>
        <p className="tp-footer__note">
          <span lang="pam">Mayap a abak!</span> {t('footer.note', { year })}
        </p>
      </div>
    </footer>
  );
}
