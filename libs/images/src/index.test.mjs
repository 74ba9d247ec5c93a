// The image rules (run: node --test libs/images/src/).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coverOf, imagesOf, isDisplayableImage, mainImageOf, orderedImages } from './index.js';

describe('images', () => {
  it('takes the cover from images, else imageUrl, and drops unsafe URLs', () => {
    assert.equal(coverOf({ images: ['/a.svg', '/b.svg'], imageUrl: '/c.svg' }), '/a.svg');
    assert.equal(coverOf({ images: [], imageUrl: '/c.svg' }), '/c.svg');
    assert.equal(coverOf({ images: ['javascript:alert(1)'], imageUrl: null }), null);
    assert.deepEqual(imagesOf({ images: ['/a.svg', '/a.svg', '//evil.example/x.png'], imageUrl: null }), ['/a.svg']);
  });

  it('puts the main image first', () => {
    assert.deepEqual(orderedImages(['a', 'b', 'c'], 1), ['b', 'a', 'c']);
    assert.deepEqual(orderedImages(['a', 'b', 'c'], 0), ['a', 'b', 'c']);
    assert.deepEqual(orderedImages(['a', 'b'], 5), ['a', 'b']);
    assert.deepEqual(orderedImages(['a', 'b'], null), ['a', 'b']);
  });

  it('shows same-site paths and http(s) URLs only', () => {
    for (const url of ['/api/artwork/a.svg', ' /a.png ', 'https://cdn.example/a.jpg', 'HTTP://cdn.example/a.jpg'])
      assert.equal(isDisplayableImage(url), true, url);
    for (const url of ['', '   ', '//evil.example/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA', 42, null])
      assert.equal(isDisplayableImage(url), false, String(url));
  });

  it("picks a place's main image, else the first, else imageUrl", () => {
    const images = ['/a.svg', 'javascript:x', '/b.svg', '/a.svg', '/c.svg'];
    assert.equal(mainImageOf({ images, mainImageIndex: 1 }), '/b.svg');
    assert.equal(mainImageOf({ images, mainImageIndex: 2 }), '/c.svg');
    assert.equal(mainImageOf({ images, mainImageIndex: 7 }), '/a.svg');
    assert.equal(mainImageOf({ images, mainImageIndex: null }), '/a.svg');
    assert.equal(mainImageOf({ images: [], imageUrl: '/d.svg', mainImageIndex: 3 }), '/d.svg');
    assert.equal(mainImageOf({ images: ['data:x'], imageUrl: 'javascript:y' }), null);
  });
});
