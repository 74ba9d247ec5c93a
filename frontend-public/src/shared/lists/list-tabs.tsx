import type { ReactNode } from 'react';
import { useTabKeys } from './use-tab-keys';

export interface ListTab {
  /** The tab button's id (the panel is labelled by the selected one's). */
  readonly id: string;
  readonly label: ReactNode;
}

/**
 * The tabs above a list (the community feed's, the Service Directory's, /coupons'): a tablist whose selected tab is
 * the only one in the tab order, clicks and the arrow, Home and End keys selecting (`onSelect`, which puts it in the
 * URL) and moving the focus. The panel is the caller's, with id `panelId` and labelled by `tabs[selectedIndex].id`.
 */
export function ListTabs({
  label,
  tabs,
  selectedIndex,
  panelId,
  onSelect,
  className,
}: {
  label: string;
  tabs: readonly ListTab[];
  selectedIndex: number;
  panelId: string;
  onSelect: (index: number) => void;
  className?: string;
}) {
  const tabKeys = useTabKeys(tabs.length, onSelect);
  return (
    <div className={className ? `tp-tabs ${className}` : 'tp-tabs'} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const selected = index === selectedIndex;
        return (
          <button
            key={tab.id}
            ref={tabKeys.refOf(index)}
            id={tab.id}
            type="button"
            role="tab"
            className="tp-tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onSelect(index)}
            onKeyDown={(event) => tabKeys.onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
