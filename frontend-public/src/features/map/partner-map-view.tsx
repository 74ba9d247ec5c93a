import { lazyComponent } from '../../shared/lib/lazy';
import { MapFrame } from './map-view';
import type { PartnerCoupon } from './partner-places';

const LazyPartnerMap = lazyComponent(() => import('./partner-map'), 'PartnerMap', ['rest', 'detail']);

/** The map of the listed coupons' partner places (partner-map.tsx), loaded on first use. */
export function PartnerMapView(props: { coupons: readonly PartnerCoupon[]; label: string; onShowList: () => void }) {
  return (
    <MapFrame>
      <LazyPartnerMap {...props} />
    </MapFrame>
  );
}
