import { cappedTotal, COUNT_CAP } from '../../../shared/domain/page.js';
import { DESTINATIONS_TABLE } from '../../destinations/infrastructure/typeorm-destination.repository.js';
import { OPEN_NOW_COUNT_CAP, placeListSql } from './place-list.sql.js';

describe('placeListSql: how far a list counts (X-Total-Count)', () => {
  const first = { limit: 20, offset: 0 };
  const countLimit = (openNow: boolean, page = first) =>
    placeListSql(DESTINATIONS_TABLE, { terms: [], openNow }, page).countParams.at(-1);

  it(`counts ${COUNT_CAP} past the start, and an open-now list ${OPEN_NOW_COUNT_CAP}`, () => {
    expect(countLimit(false)).toBe(COUNT_CAP + 1);
    expect(countLimit(true)).toBe(OPEN_NOW_COUNT_CAP + 1);
    expect(placeListSql(DESTINATIONS_TABLE, { terms: [], openNow: true }, first).countCap).toBe(OPEN_NOW_COUNT_CAP);
  });

  it("counts past a deep page's end, so a client paging on offset + limit < total keeps going", () => {
    expect(countLimit(true, { limit: 20, offset: 200 })).toBe(221 + 1);
    expect(cappedTotal(222, { limit: 20, offset: 200 }, OPEN_NOW_COUNT_CAP)).toEqual({ total: 221, totalCapped: true });
    expect(cappedTotal(101, first, OPEN_NOW_COUNT_CAP)).toEqual({ total: 100, totalCapped: true });
    expect(cappedTotal(100, first, OPEN_NOW_COUNT_CAP)).toEqual({ total: 100, totalCapped: false });
    expect(cappedTotal(101, first)).toEqual({ total: 101, totalCapped: false });
  });
});
