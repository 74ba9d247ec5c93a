import { describe, expect, it } from '@jest/globals';
import { coverOf, imagesOf, orderedImages } from './images';

describe('images', () => {
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
});
