import { Suspense, useCallback } from 'react';
import { useT } from '../../i18n/i18n';
import { lazyComponent } from '../lib/lazy';
import type { ShareTarget } from './share';
import { Icon } from '../ui/icon';
import { useMenuButton } from '../ui/use-menu-button';
import '../ui/menu.css';
import './share-menu.css';

/** The menu's items: their own chunk (share-items.tsx), not the page's first screen (issue 34.2). */
const ShareItems = lazyComponent(() => import('./share-items'), 'ShareItems', []);

/**
 * Share menu (spec section 2, service detail): Copy link, 'Share…' through the system share sheet when the browser has
 * one, Text message, Email, Facebook and Twitter (share-items.tsx). A menu button: arrow keys move, Escape closes and
 * gives focus back. The items' code loads as the pointer or the focus reaches the button, or when it is pressed.
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
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton();
  const menuRef = menuProps.ref;
  const focusFirst = useCallback(() => {
    const menu = menuRef.current;
    if (menu && !menu.contains(document.activeElement)) menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [menuRef]);

  return (
    <div className="tp-share" ref={rootRef}>
      <button
        {...buttonProps}
        type="button"
        className="tp-button tp-button--ghost tp-button--small"
        aria-label={label}
        onPointerEnter={ShareItems.preload}
        onFocus={ShareItems.preload}
      >
        <Icon name="share" size={18} />
        {t('share.button')}
      </button>
      {open && (
        <div {...menuProps} className="tp-share__menu" aria-label={t('share.button')}>
          <Suspense fallback={null}>
            <ShareItems target={target} onShare={onShare} close={close} onMount={focusFirst} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
