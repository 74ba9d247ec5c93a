import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { copyText, copyWithHiddenTextarea } from './clipboard';
import { telHref } from './contact';
import {
  COORDINATES_RANGE_MESSAGE,
  COORDINATES_REQUIRED_MESSAGE,
  directionsUrl,
  googleMapsUrl,
  mapBbox,
  osmEmbedUrl,
  parseDecimal,
  pointOf,
  validateCoordinates,
  wazeUrl,
} from './coordinates';
import { t, type MessageId } from '../../i18n/i18n';
import {
  firstCharacters,
  formatGasPrice,
  formatRating,
  formatReviewCount,
  formatShortDate,
  formatUpdatedDate,
} from './format';
import { coverOf, imagesOf, orderedImages } from './images';
import { categoryParam, flattenPages, nextOffset, totalCappedOf, totalCountOf } from './list-page';
import { emailShareUrl, facebookShareUrl, shareText, smsShareUrl, twitterShareUrl } from './share';

afterEach(() => {
  jest.restoreAllMocks();
});

/** A validation result with its messages in English (they are message ids). */
function inWords<T extends object>(result: T): T {
  return 'title' in result && 'message' in result
    ? { ...result, title: t(result.title as MessageId), message: t(result.message as MessageId) }
    : result;
}

describe('formats (spec section 9)', () => {
  it('shows the rating with one decimal, or New', () => {
    expect(formatRating(4.66, 'en')).toBe('4.7');
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(formatRating('3.25', 'fil')).toBe('3.3');
    expect(formatRating(null, 'en')).toBeNull();
    expect(formatRating(0, 'en')).toBeNull();
    expect(formatRating(undefined, 'en')).toBeNull();
  });

  it('counts reviews in brackets', () => {
    expect(formatReviewCount(128, t)).toBe('(128 reviews)');
    expect(formatReviewCount(1, t)).toBe('(1 review)');
    expect(formatReviewCount(0, t)).toBe('(0 reviews)');
    expect(formatReviewCount(null, t)).toBe('(0 reviews)');
  });

  it('shows the gas price in pesos with 2 decimals per litre', () => {
    expect(formatGasPrice(62.45, 'en')).toBe('₱62.45/L');
    expect(formatGasPrice(60, 'fil')).toBe('₱60.00/L');
    expect(formatGasPrice('58.5', 'en')).toBe('₱58.50/L');
    expect(formatGasPrice(null, 'en')).toBeNull();
  });

  it('formats the update date in Philippine time', () => {
    expect(formatShortDate('2026-11-20T02:00:00.000Z', 'en')).toBe('Nov 20, 2026');
    // 20:00 UTC on the 19th is already the 20th in Manila (UTC+8)
    expect(formatShortDate('2026-11-19T20:00:00.000Z', 'en')).toBe('Nov 20, 2026');
    expect(formatShortDate('2026-11-19T20:00:00.000Z', 'fil')).toBe('Nob 20, 2026');
    expect(formatUpdatedDate('2026-11-20T02:00:00.000Z', 'en', t)).toBe('Updated Nov 20, 2026');
    expect(formatUpdatedDate(null, 'en', t)).toBeNull();
    expect(formatShortDate('not a date', 'en')).toBeNull();
  });

  it('takes the first 100 characters for the share text', () => {
    const text = 'a'.repeat(150);
    expect(firstCharacters(text)).toHaveLength(100);
    expect(firstCharacters('short')).toBe('short');
    expect(firstCharacters(null)).toBe('');
  });
});

describe('coordinate validation (spec section 5)', () => {
  it('requires both values as numbers', () => {
    for (const [lat, lng] of [
      ['', ''],
      ['15.1', ''],
      ['', '120.6'],
      ['abc', '120.6'],
      ['15.1', '12o.6'],
      ['  ', '120'],
    ]) {
      expect(inWords(validateCoordinates(lat, lng))).toEqual({
        ok: false,
        title: 'Invalid Coordinates',
        message: 'Please enter valid latitude and longitude values',
      });
    }
    expect(t(COORDINATES_REQUIRED_MESSAGE)).toBe('Please enter valid latitude and longitude values');
  });

  it('rejects values out of range', () => {
    for (const [lat, lng] of [
      ['90.0001', '120'],
      ['-91', '120'],
      ['15', '180.5'],
      ['15', '-181'],
    ]) {
      expect(inWords(validateCoordinates(lat, lng))).toEqual({
        ok: false,
        title: 'Invalid Coordinates',
        message: 'Latitude must be between -90 and 90, longitude between -180 and 180',
      });
    }
    expect(t(COORDINATES_RANGE_MESSAGE)).toBe('Latitude must be between -90 and 90, longitude between -180 and 180');
  });

  it('accepts trimmed numbers at the limits', () => {
    expect(validateCoordinates(' 15.0794 ', '120.62')).toEqual({ ok: true, latitude: 15.0794, longitude: 120.62 });
    expect(validateCoordinates('-90', '180')).toEqual({ ok: true, latitude: -90, longitude: 180 });
    expect(validateCoordinates('+.5', '-0')).toMatchObject({ ok: true, latitude: 0.5 });
    expect(parseDecimal('1e5')).toBeNull();
  });

  it('has a point only when both coordinates exist', () => {
    expect(pointOf(15.2, 120.74)).toEqual({ latitude: 15.2, longitude: 120.74 });
    expect(pointOf('15.2', '120.74')).toEqual({ latitude: 15.2, longitude: 120.74 });
    expect(pointOf(null, 120.74)).toBeNull();
    expect(pointOf(15.2, undefined)).toBeNull();
    expect(pointOf(0, 0)).toEqual({ latitude: 0, longitude: 0 });
  });
});

describe('map links (spec section 9: about 0.01 degrees around the point)', () => {
  const point = { latitude: 15.2, longitude: 120.74 };

  it('spans ±0.005° around the point', () => {
    const [west, south, east, north] = mapBbox(point);
    expect(west).toBeCloseTo(120.735, 9);
    expect(south).toBeCloseTo(15.195, 9);
    expect(east).toBeCloseTo(120.745, 9);
    expect(north).toBeCloseTo(15.205, 9);
    expect(east - west).toBeCloseTo(0.01, 9);
    expect(north - south).toBeCloseTo(0.01, 9);
  });

  it('builds the OpenStreetMap embed with bbox and marker', () => {
    const url = new URL(osmEmbedUrl(point));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('120.735,15.195,120.745,15.205');
    expect(url.searchParams.get('marker')).toBe('15.2,120.74');
    expect(url.searchParams.get('layer')).toBe('mapnik');
  });

  it('handles negative coordinates without float noise', () => {
    const url = new URL(osmEmbedUrl({ latitude: -33.8688, longitude: 151.2093 }));
    expect(url.searchParams.get('bbox')).toBe('151.2043,-33.8738,151.2143,-33.8638');
  });

  it('links Google Maps, Waze and directions', () => {
    expect(googleMapsUrl(point)).toBe('https://www.google.com/maps/search/?api=1&query=15.2,120.74');
    expect(wazeUrl(point)).toBe('https://waze.com/ul?ll=15.2,120.74&navigate=yes');
    expect(directionsUrl(point)).toBe('https://www.google.com/maps/dir/?api=1&destination=15.2,120.74');
  });

  it('calls a phone number with its digits and a leading + only', () => {
    expect(telHref('(045) 961 2345')).toBe('tel:0459612345');
    expect(telHref('+63 917 000 1111')).toBe('tel:+639170001111');
  });
});

describe('clipboard', () => {
  it('uses navigator.clipboard when there is one', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      await expect(copyText('https://tara.example/service/x')).resolves.toBe(true);
      expect(writeText).toHaveBeenCalledWith('https://tara.example/service/x');
      expect(execCommand).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('falls back to a hidden textarea and execCommand("copy") when navigator.clipboard is missing', async () => {
    expect(navigator.clipboard).toBeUndefined();
    let copiedText: string | null = null;
    let textareaWasHidden = false;
    const execCommand = jest.fn((command: string) => {
      const active = document.activeElement as HTMLTextAreaElement | null;
      const textarea = document.querySelector('textarea');
      if (command === 'copy' && textarea) {
        copiedText = textarea.value.slice(textarea.selectionStart, textarea.selectionEnd);
        textareaWasHidden =
          textarea.getAttribute('aria-hidden') === 'true' && textarea.style.opacity === '0' && active === textarea;
      }
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      await expect(copyText('Jose Abad Santos Ave, San Fernando')).resolves.toBe(true);
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(copiedText).toBe('Jose Abad Santos Ave, San Fernando');
      expect(textareaWasHidden).toBe(true);
      expect(document.querySelector('textarea')).toBeNull(); // removed again
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('falls back when the Clipboard API refuses, and reports a failed copy', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      configurable: true,
    });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    try {
      await expect(copyText('x')).resolves.toBe(false);
      expect(copyWithHiddenTextarea('y')).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(document, 'execCommand');
    }
  });
});

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

describe('images and list pages', () => {
  it('takes the cover from images, else imageUrl, and drops unsafe URLs', () => {
    expect(coverOf({ images: ['/a.svg', '/b.svg'], imageUrl: '/c.svg' })).toBe('/a.svg');
    expect(coverOf({ images: [], imageUrl: '/c.svg' })).toBe('/c.svg');
    expect(coverOf({ images: ['javascript:alert(1)'], imageUrl: null })).toBeNull();
    expect(imagesOf({ images: ['/a.svg', '/a.svg', '//evil.example/x.png'], imageUrl: null })).toEqual(['/a.svg']);
  });

  it('puts the main image first', () => {
    expect(orderedImages(['a', 'b', 'c'], 1)).toEqual(['b', 'a', 'c']);
    expect(orderedImages(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(orderedImages(['a', 'b'], 5)).toEqual(['a', 'b']);
    expect(orderedImages(['a', 'b'], null)).toEqual(['a', 'b']);
  });

  it('pages with offset and X-Total-Count', () => {
    const headers = new Headers({ 'X-Total-Count': '30' });
    expect(totalCountOf(new Response('[]', { headers }), 3)).toBe(30);
    expect(totalCountOf(new Response('[]'), 3)).toBe(3);
    // Past 1,000 matches the server stops counting and says so: the total is a lower bound ('1,000+').
    expect(
      totalCappedOf(new Response('[]', { headers: { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' } })),
    ).toBe(true);
    expect(totalCappedOf(new Response('[]', { headers: { 'X-Total-Count': '30' } }))).toBe(false);
    expect(totalCappedOf(undefined)).toBe(false);
    const items = Array.from({ length: 12 }, (_, index) => ({ id: String(index) }));
    expect(nextOffset({ items, totalCount: 30, offset: 0 }, 12)).toBe(12);
    expect(nextOffset({ items, totalCount: 24, offset: 12 }, 12)).toBeUndefined();
    expect(nextOffset({ items: items.slice(0, 5), totalCount: 30, offset: 24 }, 12)).toBeUndefined();
    expect(
      flattenPages([
        { items: [{ id: 'a' }, { id: 'b' }], totalCount: 3, offset: 0 },
        { items: [{ id: 'b' }, { id: 'c' }], totalCount: 3, offset: 2 },
      ]).map((item) => item.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('sends a category id as categoryId and a type or keyword as category', () => {
    expect(categoryParam('11111111-1111-4111-8111-111111111101')).toEqual({
      categoryId: '11111111-1111-4111-8111-111111111101',
    });
    expect(categoryParam('food')).toEqual({ category: 'food' });
    expect(categoryParam(null)).toEqual({});
  });
});
