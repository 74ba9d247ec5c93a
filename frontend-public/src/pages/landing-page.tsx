import { CategoryStrip } from '../features/categories/components/category-strip';
import { LOGIN_URL } from '../shared/api/auth-urls';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { HeroLandscape, HeroLanterns } from '../shared/ui/hero-illustration';
import { Icon, type IconName } from '../shared/ui/icon';
import './landing-page.css';

interface Area {
  title: string;
  copy: string;
  icon: IconName;
  tone: 'red' | 'orange' | 'green' | 'gold';
}

/** The six areas the landing page advertises (spec section 1). */
export const AREAS: readonly Area[] = [
  {
    title: 'Travel Destinations',
    copy: 'Baroque churches in Betis and Bacolor, Mount Arayat, Clark and the Giant Lantern Festival, with maps and tips.',
    icon: 'map-pin',
    tone: 'red',
  },
  {
    title: 'Food Guide',
    copy: 'Sizzling sisig from Angeles, tocino, heirloom kakanin and the Kapampangan kitchens behind them.',
    icon: 'utensils',
    tone: 'orange',
  },
  {
    title: 'Motorist Services',
    copy: "Today's pump prices, trusted auto repair shops and emergency help along NLEX and SCTEX.",
    icon: 'fuel',
    tone: 'gold',
  },
  {
    title: 'Cycling Hub',
    copy: 'Bike shops, repair stops and rides across the lahar plains and up to the foothills.',
    icon: 'bike',
    tone: 'green',
  },
  {
    title: 'Outdoor Adventures',
    copy: 'Camp sites, Miyamit Falls and sunrise hikes for first-timers and seasoned trekkers alike.',
    icon: 'mountain',
    tone: 'green',
  },
  {
    title: 'Community',
    copy: 'Traffic alerts, food finds and fuel-price updates shared by locals and fellow travellers.',
    icon: 'users',
    tone: 'red',
  },
];

/** Home for signed-out visitors (spec section 1). */
export function LandingPage() {
  useDocumentTitle(null);
  return (
    <>
      <section className="tp-hero" aria-labelledby="tp-hero-title">
        <HeroLanterns className="tp-hero__lanterns" />
        <div className="tp-container tp-hero__content">
          <p className="tp-hero__eyebrow">
            <Icon name="lantern" size={18} />
            Mabuhay! Welcome to Pampanga
          </p>
          <h1 id="tp-hero-title" className="tp-hero__title">
            Discover Pampanga, the <em>culinary capital</em> of the Philippines
          </h1>
          <p className="tp-hero__lead">
            Heritage churches, sizzling sisig, giant lanterns and the trails of Mount Arayat. Plan your trip, find
            trusted help on the road and swap tips with people who know the province best.
          </p>
          <div className="tp-hero__actions">
            <a className="tp-button tp-button--gold" href={LOGIN_URL}>
              Start Exploring
              <Icon name="arrow-right" size={20} />
            </a>
            <a className="tp-button tp-button--outline-light" href={LOGIN_URL}>
              Join Tara Pampanga
            </a>
          </div>
          <p className="tp-hero__note">Free to join · For locals and visitors</p>
        </div>
        <HeroLandscape className="tp-hero__landscape" />
      </section>

      <section className="tp-section" aria-labelledby="tp-areas-title">
        <div className="tp-container">
          <div className="tp-section__header">
            <span className="tp-eyebrow">What you'll find</span>
            <h2 id="tp-areas-title" className="tp-section__title">
              Everything Pampanga, in one place
            </h2>
            <p className="tp-section__lead">
              From your first bite of sisig to your last stop for fuel, Tara Pampanga keeps the whole trip together.
            </p>
          </div>
          <ul className="tp-areas">
            {AREAS.map((area) => (
              <li key={area.title} className={`tp-area tp-area--${area.tone}`}>
                <span className="tp-area__icon">
                  <Icon name={area.icon} size={26} />
                </span>
                <h3 className="tp-area__title">{area.title}</h3>
                <p className="tp-area__copy">{area.copy}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="tp-section tp-section--sand" aria-labelledby="tp-categories-title">
        <div className="tp-container">
          <div className="tp-section__header">
            <span className="tp-eyebrow">Browse by category</span>
            <h2 id="tp-categories-title" className="tp-section__title">
              Pick a theme, start planning
            </h2>
            <p className="tp-section__lead">Churches, food trips, fuel stops, bike shops and camp sites.</p>
          </div>
          <CategoryStrip />
        </div>
      </section>
    </>
  );
}
