import { describe, expect, it } from '@jest/globals';
import {
  formatNear,
  nearListArgs,
  parseNear,
  readNearUrlState,
  withNear,
  withOpenNow,
  withSort,
  withView,
} from './near-url-state';

const params = (query: string) => new URLSearchParams(query);

describe('the URL of Near me, Open now, Top rated and the map', () => {
  it('reads a valid ?near= only, rounded to about 100 m when written', () => {
    expect(parseNear('15.0286,120.6898')).toEqual({ latitude: 15.0286, longitude: 120.6898 });
    for (const bad of ['abc', '1,2,3', '95,120', '15,181', 'NaN,1', '1e3,2', '', null])
      expect(parseNear(bad)).toBeNull();
    expect(formatNear({ latitude: 15.02864, longitude: 120.68979 })).toBe('15.029,120.69');
  });

  it('gives the API near, openNow and sort only when set, and never near with sort', () => {
    expect(nearListArgs(readNearUrlState(params('')))).toEqual({});
    expect(nearListArgs(readNearUrlState(params('near=15.0286,120.6898&town=san-fernando&open=now')))).toEqual({
      near: '15.029,120.69',
      openNow: true,
    });
    expect(nearListArgs(readNearUrlState(params('sort=rating')))).toEqual({ sort: 'rating' });
    // A hand-written URL with both: the distance wins.
    expect(readNearUrlState(params('near=15,120&sort=rating')).sort).toBeNull();
    expect(readNearUrlState(params('town=angeles')).town).toBeNull();
  });

  it('keeps the rest of the URL when a tool changes, and the two orders exclude each other', () => {
    const near = withNear(params('q=church&sort=rating'), { latitude: 15.145, longitude: 120.5887 }, 'angeles');
    expect(near.toString()).toBe('q=church&near=15.145%2C120.589&town=angeles');
    expect(withSort(near, 'rating').toString()).toBe('q=church&sort=rating');
    expect(withNear(near, null).toString()).toBe('q=church');
    expect(withOpenNow(params('q=a'), true).toString()).toBe('q=a&open=now');
    expect(withOpenNow(params('q=a&open=now'), false).toString()).toBe('q=a');
    expect(withView(params('q=a'), 'map').toString()).toBe('q=a&view=map');
    expect(readNearUrlState(withView(params('view=map'), 'list')).view).toBe('list');
  });
});
