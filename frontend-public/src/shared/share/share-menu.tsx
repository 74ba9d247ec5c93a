import { Suspense } from 'react';
import { useT } from '../../i18n/i18n';
import { lazyComponent } from '../lib/lazy';
import type { ShareTarget } from './share';
import { Icon } from '../ui/icon';
import { useMenuToggle } from '../ui/use-menu-toggle';
import '../ui/menu.css';
import './share-menu.css';

/** The menu and its items: their own chunk (share-menu-popup.tsx), not the page's first screen (issue 34.2). */
const ShareMenuPopup = lazyComponent(() => import('./share-menu-popup'), 'ShareMenuPopup', []);

/**
 * Share menu (spec section 2, service detail): Copy link, 'Share…' through the system share sheet when the browser has
 * one, Text message, Email, Facebook and Twitter (share-menu-popup.tsx). A menu button: ArrowDown opens it, the arrow keys
 * move, Escape closes and gives focus back. The menu's code loads as the pointer or the focus reaches the button, or
 * when it is pressed; its first item takes the focus as it appears.
 */
export function ShareMenu({
  target,
  onShare,
  label,
}: {
  target: ShareTarget;
  /** Called once the link went out through one of the items (e.g. to count a post's share). */
  onShare?: () => void;
  /** The button's accessible name when 'Share' alone is ambiguous (several share menus on one page). */
  label?: string;
}) {
  const t = useT();
  const { open, close, menuId, rootRef, buttonProps } = useMenuToggle();

  return (
    <div className="tp-share" ref={rootRef}>
      <button
        {...buttonProps}
        type="button"
        className="tp-button tp-button--ghost tp-button--small"
        aria-label={label}
        onPointerEnter={ShareMenuPopup.preload}
        onFocus={ShareMenuPopup.preload}
      >
        <Icon name="share" size={18} />
        {t('share.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareMenuPopup id={menuId} rootRef={rootRef} target={target} onShare={onShare} close={close} />
        </Suspense>
      )}
    </div>
  );
}
