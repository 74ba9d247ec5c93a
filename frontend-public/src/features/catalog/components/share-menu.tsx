import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { copyText } from '../clipboard';
import {
  canShareNatively,
  emailShareUrl,
  facebookShareUrl,
  shareText,
  smsShareUrl,
  twitterShareUrl,
  type ShareTarget,
} from '../share';
import { Icon, type IconName } from '../../../shared/ui/icon';

/**
 * Share menu (spec section 2, service detail): Copy link (clipboard with the hidden-textarea fallback),
 * 'Share…' through the system share sheet when the browser has one, Text message, Email, Facebook and
 * Twitter. A menu button: arrow keys move, Escape closes and gives focus back.
 */
export function ShareMenu({ target }: { target: ShareTarget }) {
  const [open, setOpen] = useState(false);
  const { toast } = useToast();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const nativeShare = canShareNatively();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const position = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      list[(position + 1) % list.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      list[(position - 1 + list.length) % list.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      list[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      list[list.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const copyLink = async () => {
    close();
    const copied = await copyText(target.url);
    if (copied) toast({ title: 'Link Copied', description: 'The link to this page is on your clipboard.' });
    else toast({ title: 'Copy Failed', description: 'Copy the address from the address bar instead.', variant: 'destructive' });
  };

  const shareNatively = async () => {
    close();
    try {
      await navigator.share({ title: target.title, text: shareText(target), url: target.url });
    } catch (error) {
      // AbortError: the person closed the share sheet; nothing to report.
      if ((error as { name?: string } | null)?.name !== 'AbortError') {
        toast({ title: 'Share Failed', description: 'Try another way to share.', variant: 'destructive' });
      }
    }
  };

  return (
    <div className="tp-share" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="tp-button tp-button--ghost tp-button--small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="share" size={18} />
        Share
      </button>
      {open && (
        <div id={menuId} ref={menuRef} className="tp-share__menu" role="menu" aria-label="Share" onKeyDown={onMenuKeyDown}>
          <MenuButton icon="link" label="Copy link" onClick={copyLink} />
          {nativeShare && <MenuButton icon="share" label="Share…" onClick={shareNatively} />}
          <MenuLink icon="message" label="Text message" href={smsShareUrl(target)} onClick={() => close(false)} />
          <MenuLink icon="mail" label="Email" href={emailShareUrl(target)} onClick={() => close(false)} />
          <MenuLink icon="facebook" label="Facebook" href={facebookShareUrl(target)} newTab onClick={() => close(false)} />
          <MenuLink icon="twitter" label="Twitter" href={twitterShareUrl(target)} newTab onClick={() => close(false)} />
        </div>
      )}
    </div>
  );
}

function MenuButton({ icon, label, onClick }: { icon: IconName; label: string; onClick: () => void }) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} className="tp-share__item" onClick={onClick}>
      <Icon name={icon} size={18} />
      {label}
    </button>
  );
}

function MenuLink({
  icon,
  label,
  href,
  newTab = false,
  onClick,
}: {
  icon: IconName;
  label: string;
  href: string;
  newTab?: boolean;
  onClick: () => void;
}) {
  return (
    <a
      role="menuitem"
      tabIndex={-1}
      className="tp-share__item"
      href={href}
      onClick={onClick}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Icon name={icon} size={18} />
      {label}
      {newTab && <span className="tp-visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
