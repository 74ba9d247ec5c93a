import { describe, expect, it } from '@jest/globals';
import { emailShareUrl, facebookShareUrl, shareText, smsShareUrl, twitterShareUrl } from './share';

describe('share links', () => {
  const target = { url: 'https://tara.example/service/petron', title: 'Petron', description: `${'x'.repeat(120)}` };

  it('uses the first 100 characters of the description', () => {
    expect(shareText(target)).toBe('x'.repeat(100));
    expect(shareText({ ...target, description: null })).toBe('Petron');
  });

  it('builds SMS, email, Facebook and Twitter links', () => {
    expect(smsShareUrl(target)).toBe(`sms:?&body=${encodeURIComponent(`${'x'.repeat(100)} ${target.url}`)}`);
    expect(emailShareUrl(target)).toMatch(/^mailto:\?subject=Petron&body=/);
    expect(decodeURIComponent(emailShareUrl(target))).toContain(target.url);
    expect(facebookShareUrl(target)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(target.url)}`,
    );
    const twitter = new URL(twitterShareUrl(target));
    expect(twitter.origin).toBe('https://twitter.com');
    expect(twitter.searchParams.get('url')).toBe(target.url);
    expect(twitter.searchParams.get('text')).toBe('x'.repeat(100));
  });
});
