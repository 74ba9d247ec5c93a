import type { RefObject } from 'react';
import { useT } from '../../i18n/i18n';
import { useToast } from '../ui/toast';
import { copyText } from '../lib/clipboard';
import {
  canShareNatively,
  emailShareUrl,
  facebookShareUrl,
  shareText,
  smsShareUrl,
  twitterShareUrl,
  type ShareTarget,
} from './share';
import { Icon, type IconName } from '../ui/icon';
import { useMenu } from '../ui/use-menu-button';

/**
 * The share menu itself (share-menu.tsx loads it when the menu first opens, or as the pointer or the focus reaches its
 * button): Copy link (clipboard with the hidden-textarea fallback), 'Share…' through the system share sheet when the
 * browser has one, Text message, Email, Facebook and Twitter; the arrow keys move, Escape closes and gives the focus
 * back (useMenu). `close` closes it (the focus back on the button unless false).
 */
export function ShareMenuPopup({
  id,
  rootRef,
  target,
  onShare,
  close,
}: {
  id: string;
  rootRef: RefObject<HTMLElement>;
  target: ShareTarget;
  onShare?: () => void;
  close: (focusButton?: boolean) => void;
}) {
  const t = useT();
  const { toast } = useToast();
  const nativeShare = canShareNatively();
  // Rendered while open: its first item takes the focus as it appears.
  const menuProps = useMenu({ open: true, id, rootRef, close });

  const copyLink = async () => {
    close();
    const copied = await copyText(target.url);
    if (copied) {
      onShare?.();
      toast({ title: t('share.linkCopied'), description: t('share.linkCopiedText') });
    } else toast({ title: t('copy.failedTitle'), description: t('share.copyFailedText'), variant: 'destructive' });
  };

  const shareNatively = async () => {
    close();
    try {
      await navigator.share({ title: target.title, text: shareText(target), url: target.url });
      onShare?.();
    } catch (error) {
      // AbortError: the person closed the share sheet; nothing to report.
      if ((error as { name?: string } | null)?.name !== 'AbortError') {
        toast({ title: t('share.failed'), description: t('share.failedText'), variant: 'destructive' });
      }
    }
  };
  const followed = () => {
    close(false);
    onShare?.();
  };

  return (
    <div {...menuProps} className="tp-share__menu" aria-label={t('share.button')}>
      <MenuButton icon="link" label={t('share.copyLink')} onClick={() => void copyLink()} />
      {nativeShare && <MenuButton icon="share" label={t('share.native')} onClick={() => void shareNatively()} />}
      <MenuLink icon="message" label={t('share.sms')} href={smsShareUrl(target)} onClick={followed} />
      <MenuLink icon="mail" label={t('share.email')} href={emailShareUrl(target)} onClick={followed} />
      <MenuLink icon="facebook" label="Facebook" href={facebookShareUrl(target)} newTab onClick={followed} />
      <MenuLink icon="twitter" label="Twitter" href={twitterShareUrl(target)} newTab onClick={followed} />
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
  const t = useT();
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
      {newTab && <span className="tp-visually-hidden"> {t('common.opensInNewTab')}</span>}
    </a>
  );
}
