import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Trans, useT, type MessageId } from '../i18n/i18n';
import { CategorySkeletons } from '../features/categories/components/category-skeletons';
import { LOGIN_URL } from '../shared/api/auth-urls';
import { lazyComponent } from '../shared/lib/lazy';
import { WithStore, useStoreGate } from '../shared/lib/store-gate';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { useNearViewport } from '../shared/lib/use-near-viewport';
import { HeroLandscape, HeroLanterns } from '../shared/ui/hero-illustration';
import { Icon, type IconName } from '../shared/ui/icon';
import './landing-page.css';

interface Area {
  title: MessageId;
  copy: MessageId;
  icon: IconName;
  tone: 'red' | 'orange' | 'green' | 'gold';
}

/** The six areas the landing page advertises (spec section 1), as message ids. */
export const AREAS: readonly Area[] = [
  {
    title: 'landing.area.destinations.title',
    copy: 'landing.area.destinations.copy',
    icon: 'map-pin',
    tone: 'red',
  },
  {
    title: 'landing.area.food.title',
    copy: 'landing.area.food.copy',
    icon: 'utensils',
    tone: 'orange',
  },
  {
    title: 'landing.area.motorist.title',
    copy: 'landing.area.motorist.copy',
    icon: 'fuel',
    tone: 'gold',
  },
  {
    title: 'landing.area.cycling.title',
    copy: 'landing.area.cycling.copy',
    icon: 'bike',
    tone: 'green',
  },
  {
    title: 'landing.area.outdoors.title',
    copy: 'landing.area.outdoors.copy',
    icon: 'mountain',
    tone: 'green',
  },
  {
    title: 'landing.area.community.title',
    copy: 'landing.area.community.copy',
    icon: 'users',
    tone: 'red',
  },
];

/** The categories' strip reads them from the store (GET /api/categories): its own chunk, see Categories below. */
const CategoryStrip = lazyComponent(
  () => import('../features/categories/components/category-strip'),
  'CategoryStrip',
  [],
);

/** Home for signed-out visitors (spec section 1). */
export function LandingPage() {
  const t = useT();
  useDocumentTitle(null);
  return (
    <>
      <section className="tp-hero" aria-labelledby="tp-hero-title">
        <HeroLanterns className="tp-hero__lanterns" />
        <div className="tp-container tp-hero__content">
          <p className="tp-hero__eyebrow">
            <Icon name="lantern" size={18} />
            {t('landing.hero.eyebrow')}
          </p>
          <h1 id="tp-hero-title" className="tp-hero__title">
            <Trans id="landing.hero.title" components={{ 0: <em /> }} />
          </h1>
          <p className="tp-hero__lead">{t('landing.hero.lead')}</p>
          <div className="tp-hero__actions">
            <a className="tp-button tp-button--gold" href={LOGIN_URL}>
              {t('landing.startExploring')}
              <Icon name="arrow-right" size={20} />
            </a>
            <a className="tp-button tp-button--outline-light" href={LOGIN_URL}>
              {t('landing.join')}
            </a>
          </div>
          <p className="tp-hero__note">{t('landing.hero.note')}</p>
        </div>
        <HeroLandscape className="tp-hero__landscape" />
      </section>

      <LandingSection
        className="tp-section"
        titleId="tp-areas-title"
        eyebrow={t('landing.areas.eyebrow')}
        title={t('landing.areas.title')}
        lead={t('landing.areas.lead')}
      >
        <ul className="tp-areas">
          {AREAS.map((area) => (
            <li key={area.title} className={`tp-area tp-area--${area.tone}`}>
              <span className="tp-area__icon">
                <Icon name={area.icon} size={26} />
              </span>
              <h3 className="tp-area__title">{t(area.title)}</h3>
              <p className="tp-area__copy">{t(area.copy)}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection
        className="tp-section tp-section--sand"
        titleId="tp-categories-title"
        eyebrow={t('landing.categories.eyebrow')}
        title={t('landing.categories.title')}
        lead={t('landing.categories.lead')}
      >
        <Categories />
      </LandingSection>
    </>
  );
}

/** A section of the landing page under its header: an eyebrow, the title (`titleId` labels the section), a lead. */
function LandingSection({
  className,
  titleId,
  eyebrow,
  title,
  lead,
  children,
}: {
  className: string;
  titleId: string;
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className="tp-container">
        <div className="tp-section__header">
          <span className="tp-eyebrow">{eyebrow}</span>
          <h2 id={titleId} className="tp-section__title">
            {title}
          </h2>
          <p className="tp-section__lead">{lead}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

/**
 * The landing's categories, far below its first screen on a phone: the strip's code and the store's (about 28 KB gzip)
 * load as the visitor scrolls towards them, skeletons until they are there (issue 34.2: the landing's first screen
 * needs no store). Wherever they are on the screen at once (a tall window), at once.
 */
function Categories() {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const { load } = useStoreGate();
  useEffect(() => {
    if (!near) return;
    load().catch(() => undefined);
    CategoryStrip.preload();
  }, [near, load]);
  return (
    <div ref={box}>
      {near ? (
        <Suspense fallback={<CategorySkeletons />}>
          <WithStore>
            <CategoryStrip />
          </WithStore>
        </Suspense>
      ) : (
        <CategorySkeletons />
      )}
    </div>
  );
}
