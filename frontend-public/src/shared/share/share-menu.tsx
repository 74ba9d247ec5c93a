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
import { useMenuButton } from '../ui/use-menu-button';
import '../ui/menu.css';
import './share-menu.css';

/**
 * Share menu (spec section 2, service detail): Copy link (clipboard with the hidden-textarea fallback),
 * 'Share…' through the system share sheet when the browser has one, Text message, Email, Facebook and
 * Twitter. A menu button: arrow keys move, Escape closes and gives focus back.
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
  const { toast } = useToast();
  const nativeShare = canShareNatively();

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

  return (
    <div className="tp-share" ref={rootRef}>
      <button {...buttonProps} type="button" className="tp-button tp-button--ghost tp-button--small" aria-label={label}>
        <Icon name="share" size={18} />
        {t('share.button')}
      </button>
      {open && (
        <div {...menuProps} className="tp-share__menu" aria-label={t('share.button')}>
          <MenuButton icon="link" label={t('share.copyLink')} onClick={() => void copyLink()} />
          {nativeShare && <MenuButton icon="share" label={t('share.native')} onClick={() => void shareNatively()} />}
          <MenuLink
            icon="message"
            label={t('share.sms')}
            href={smsShareUrl(target)}
            onClick={() => {
              close(false);
              onShare?.();
            }}
          />
          <MenuLink
            icon="mail"
            label={t('share.email')}
            href={emailShareUrl(target)}
            onClick={() => {
              close(false);
              onShare?.();
            }}
          />
          <MenuLink
            icon="facebook"
            label="Facebook"
            href={facebookShareUrl(target)}
            newTab
            onClick={() => {
              close(false);
              onShare?.();
            }}
          />
          <MenuLink
            icon="twitter"
            label="Twitter"
            href={twitterShareUrl(target)}
            newTab
            onClick={() => {
              close(false);
              onShare?.();
            }}
          />
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
