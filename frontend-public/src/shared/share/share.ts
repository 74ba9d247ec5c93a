import { firstCharacters } from '../lib/format';

export interface ShareTarget {
  /** Absolute URL of the page. */
  url: string;
  title: string;
  description: string | null;
}

/** Share text: the first 100 characters of the description (spec section 9), else the title. */
export function shareText(target: ShareTarget): string {
  const text = firstCharacters(target.description, 100).trim();
  return text || target.title;
}

export function smsShareUrl(target: ShareTarget): string {
  return `sms:?&body=${encodeURIComponent(`${shareText(target)} ${target.url}`)}`;
}

export function emailShareUrl(target: ShareTarget): string {
  return `mailto:?subject=${encodeURIComponent(target.title)}&body=${encodeURIComponent(`${shareText(target)}\n\n${target.url}`)}`;
}

export function facebookShareUrl(target: ShareTarget): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(target.url)}`;
}

export function twitterShareUrl(target: ShareTarget): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(shareText(target))}&url=${encodeURIComponent(target.url)}`;
}

/** navigator.share exists (phones, some desktops); the 'Share…' item shows only then. */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}
