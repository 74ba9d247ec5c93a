import { BrandMark } from './brand';
import './site-footer.css';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="tp-footer">
      <div className="tp-container tp-footer__inner">
        <div className="tp-footer__brand">
          <BrandMark size={40} />
          <div>
            <p className="tp-footer__name">Tara Pampanga</p>
            <p className="tp-footer__tagline">
              Your travel guide and community for Pampanga, the culinary capital of the Philippines.
            </p>
          </div>
        </div>
        <p className="tp-footer__note">
          <span lang="pam">Mayap a abak!</span> Made with love in Central Luzon. © {year} Tara Pampanga
        </p>
      </div>
    </footer>
  );
}
