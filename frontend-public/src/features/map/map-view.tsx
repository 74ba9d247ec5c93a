import { Component, Suspense, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { lazyComponent } from '../../shared/lib/lazy';
import type { GeoPoint } from '../../shared/lib/coordinates';
import { LoadError } from '../../shared/ui/empty-state';
import type { MapPlace } from './map-places';

// Leaflet, its CSS and the map's words (the 'rest' and 'detail' parts of the catalog) come only when a map is opened
// (issue 33.4: the landing's and the lists' first download do not grow).
const TiledPlaceMap = lazyComponent(() => import('./tiled-place-map'), 'TiledPlaceMap', ['rest', 'detail']);

/** Starts downloading the map (hover or focus on 'Map'). */
export const preloadMap = TiledPlaceMap.preload;

export interface MapViewProps<T extends MapPlace> {
  places: readonly T[];
  label: string;
  renderCard: (place: T) => ReactNode;
  onShowList: () => void;
  origin?: GeoPoint | null;
}

/** A map's frame (also the coupons' map's: partner-map-view.tsx): 'Loading the map…' until its chunk is there, a load error with Retry when offline. */
export function MapFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <MapLoadBoundary>
      <Suspense
        fallback={
          <p className="tp-map-loading" role="status">
            {t('nearby.mapLoading')}
          </p>
        }
      >
        {children}
      </Suspense>
    </MapLoadBoundary>
  );
}

/** The map of a list, loaded on first use: 'Loading the map…' meanwhile, a load error with Retry when offline. */
export function MapView<T extends MapPlace>(props: MapViewProps<T>) {
  return (
    <MapFrame>
      {/* React.lazy keeps no type parameter: the props are the map's for this T. */}
      <TiledPlaceMap {...(props as unknown as MapViewProps<MapPlace>)} />
    </MapFrame>
  );
}

/** Catches a failed download of the map's chunk; Retry renders it again (lazyComponent then downloads it again). */
class MapLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <MapLoadError onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}

function MapLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <LoadError title={t('nearby.mapError')} message={t('common.tryAgain')} onRetry={onRetry} />;
}
