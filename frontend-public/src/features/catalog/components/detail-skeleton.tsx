import './detail-page.css';
import '../../../shared/ui/panel.css';
import '../../../shared/ui/skeleton.css';
/** Placeholder of a detail page while it loads. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" data-testid="detail-skeleton">
      <p className="tp-visually-hidden" role="status">
        {label}
      </p>
      <div className="tp-detail__layout" aria-hidden="true">
        <div className="tp-detail__main">
          <span className="tp-skeleton tp-skeleton--hero" />
          <span className="tp-skeleton tp-skeleton--heading" />
          <span className="tp-skeleton tp-skeleton--line" />
          <span className="tp-skeleton tp-skeleton--line" />
          <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
        </div>
        <div className="tp-detail__aside">
          <div className="tp-panel">
            <span className="tp-skeleton tp-skeleton--title" />
            <span className="tp-skeleton tp-skeleton--line" />
            <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
          </div>
        </div>
      </div>
    </div>
  );
}
