/**
 * SQL that adds `count` generated destinations and services with plausible Pampanga text (a word, a unique
 * code, a barangay and a town; every 50th destination has the accented words 'Niño Señor'), for the search
 * test on 10,000 rows and the catalog benchmark (npm run bench), with opening hours (sampleOpenIntervalsSql writes
 * their open intervals). Categories come from the demo data when loaded (else none). Never used by the app itself.
 */
/**
 * The opening hours of the generated places (docs/opening-hours.md), in turn: unknown, 24/7, daily, closed on Sundays,
 * closed on Mondays, after midnight (a night market), a breakfast place, office days. At any hour of a day in Manila
 * some are open and some closed, so `openNow=true` filters for real. Each has a rule in HOURS_RULES below.
 */
const DESTINATION_HOURS = [
  null,
  '24/7',
  'Mo-Su 08:00-21:00',
  'Mo-Sa 09:00-18:00',
  'Tu-Su 10:00-22:00',
  'Mo-Su 16:00-02:00',
  'Mo-Su 05:00-11:00',
  'Mo-Fr 08:00-17:00',
];
/**
 * Services' hours besides the 24/7 ones (every 4th, with 'Open 24 hours' and is_open_24h): the free text and the
 * opening hours the migration of old hours derives from it (migration 1795320900000), or none.
 */
const SERVICE_HOURS = [
  ['6:00 AM - 10:00 PM daily', 'Mo-Su 06:00-22:00'],
  ['Mon-Sat 8:00 AM - 6:00 PM', 'Mo-Sa 08:00-18:00'],
  ['5:00 AM - 11:00 PM daily', 'Mo-Su 05:00-23:00'],
  ['Ask at the counter', null],
  ['Mon-Fri 8:00 AM - 5:00 PM', 'Mo-Fr 08:00-17:00'],
];

/**
 * Each sample hours as data: the ISO days of the week (1 Monday) on which it opens, and the opening and closing time
 * of day in Manila (a closing at or before the opening is the next day's). '24/7' has no rule: one interval.
 */
const HOURS_RULES = [
  ['Mo-Su 08:00-21:00', [1, 2, 3, 4, 5, 6, 7], '08:00', '21:00'],
  ['Mo-Sa 09:00-18:00', [1, 2, 3, 4, 5, 6], '09:00', '18:00'],
  ['Tu-Su 10:00-22:00', [2, 3, 4, 5, 6, 7], '10:00', '22:00'],
  ['Mo-Su 16:00-02:00', [1, 2, 3, 4, 5, 6, 7], '16:00', '02:00'],
  ['Mo-Su 05:00-11:00', [1, 2, 3, 4, 5, 6, 7], '05:00', '11:00'],
  ['Mo-Fr 08:00-17:00', [1, 2, 3, 4, 5], '08:00', '17:00'],
  ['Mo-Su 06:00-22:00', [1, 2, 3, 4, 5, 6, 7], '06:00', '22:00'],
  ['Mo-Sa 08:00-18:00', [1, 2, 3, 4, 5, 6], '08:00', '18:00'],
  ['Mo-Su 05:00-23:00', [1, 2, 3, 4, 5, 6, 7], '05:00', '23:00'],
];

/** @param {string | null} value a SQL text literal (or NULL) */
function sqlText(value) {
  return value === null ? 'NULL::text' : `'${value.replaceAll("'", "''")}'`;
}

/**
 * SQL writing the open intervals (place_open_intervals) of every place whose hours are one of the sample hours above
 * and that has none yet: what the app's OpenIntervalsRefresher writes (open-intervals.writer.ts, comingOpenIntervals),
 * computed in SQL rather than by the parser so that 100,000 places take seconds: from a day before now() to 14 days
 * after, the one in progress cut at that start and the last at that end, in Asia/Manila (no daylight saving time).
 * No public holidays: none of the sample hours names PH. Run it after the places' INSERTs.
 */
export function sampleOpenIntervalsSql() {
  const rules = HOURS_RULES.map(
    ([hours, days, opens, closes]) =>
      `(${sqlText(hours)}, ARRAY[${days.join(',')}], time '${opens}', time '${closes}')`,
  ).join(',\n           ');
  return `
  WITH rules (hours, days, opens, closes) AS (
    VALUES ${rules}
  ), span AS (
    SELECT now() - interval '1 day' AS from_at, now() + interval '14 days' AS to_at
  ), places AS (
    SELECT 'destination' AS place_type, id, opening_hours FROM destinations WHERE opening_hours IS NOT NULL
    UNION ALL
    SELECT 'service', id, opening_hours FROM services WHERE opening_hours IS NOT NULL
  ), todo AS (
    SELECT p.* FROM places p
    WHERE NOT EXISTS (SELECT 1 FROM place_open_intervals oi WHERE oi.place_type = p.place_type AND oi.place_id = p.id)
  ), openings AS (
    SELECT t.place_type, t.id, span.from_at, span.to_at,
      (day + r.opens) AT TIME ZONE 'Asia/Manila' AS opens_at,
      (day + r.closes + CASE WHEN r.closes <= r.opens THEN interval '1 day' ELSE interval '0' END) AT TIME ZONE 'Asia/Manila' AS closes_at
    FROM todo t JOIN rules r ON r.hours = t.opening_hours CROSS JOIN span
    CROSS JOIN LATERAL generate_series(date_trunc('day', span.from_at AT TIME ZONE 'Asia/Manila') - interval '1 day',
                                       date_trunc('day', span.to_at AT TIME ZONE 'Asia/Manila'), interval '1 day') AS day
    WHERE extract(isodow FROM day) = ANY (r.days)
  )
  INSERT INTO place_open_intervals (place_type, place_id, starts_at, ends_at)
  SELECT place_type, id, greatest(opens_at, from_at), least(closes_at, to_at) FROM openings
  WHERE closes_at > from_at AND opens_at < to_at
  UNION ALL
  SELECT t.place_type, t.id, span.from_at, span.to_at FROM todo t CROSS JOIN span WHERE t.opening_hours = '24/7'`;
}

/**
 * Coordinates spread over Pampanga (latitude 14.9-15.3, longitude 120.4-120.9), about 10 m apart, a different point
 * for each of the first 20 million rows (4,001 and 5,003 are coprime): places do not share a point, so a near-me page
 * reads about its own rows at any size rather than a group of places tied at the same distance.
 */
const LATITUDE_SQL = '14.9 + ((i * 37) % 4001) / 10000.0';
const LONGITUDE_SQL = '120.4 + ((i * 53) % 5003) / 10000.0';

/** @param {number} count @param {number} [first] number of the first generated row (1: a fresh table) */
export function sampleDestinationsSql(count, first = 1) {
  return `
  INSERT INTO destinations (name, description, address, latitude, longitude, rating, review_count, is_verified, category_id,
                            opening_hours)
  SELECT (ARRAY['Heritage House','Garden','Kusina','Bale','Ilog View','Bundok Trail','Simbahan','Parul Workshop','Sisig Grill',
                'Tocino Store','Halo-Halo Stop','Pancit Luglug','Kakanin Corner','Café'])[1 + i % 14]
           || ' ' || initcap(substr(md5(i::text), 1, 10)) || CASE WHEN i % 50 = 0 THEN ' Niño Señor' ELSE '' END,
         'Generated place number ' || i || ' with notes ' || md5((i * 31)::text),
         'Brgy. ' || initcap(substr(md5((i * 17)::text), 1, 6)) || ', '
           || (ARRAY['Angeles','Arayat','Bacolor','Candaba','Floridablanca','Guagua','Lubao','Mabalacat','Macabebe','Magalang',
                     'Masantol','Mexico','Minalin','Porac','San Fernando','San Luis','San Simon','Santa Ana','Santa Rita',
                     'Santo Tomas','Sasmuan','Apalit'])[1 + i % 22] || ', Pampanga',
         ${LATITUDE_SQL}, ${LONGITUDE_SQL},
         CASE WHEN i % 7 = 0 THEN NULL ELSE round(((i % 50) / 10.0)::numeric, 1) END, i % 300, i % 3 = 0,
         (SELECT id FROM categories WHERE type = 'destination' ORDER BY name LIMIT 1 OFFSET (i % 3)),
         (ARRAY[${DESTINATION_HOURS.map(sqlText).join(', ')}])[1 + i % ${DESTINATION_HOURS.length}]
  FROM generate_series(${Math.trunc(first)}, ${Math.trunc(first) + Math.trunc(count) - 1}) AS i`;
}

/** @param {number} count @param {number} [first] number of the first generated row */
export function sampleServicesSql(count, first = 1) {
  return `
  INSERT INTO services (name, slug, description, address, hours, latitude, longitude, rating, review_count, is_open_24h,
                        is_emergency, gas_price, category_id, opening_hours)
  SELECT (ARRAY['Petron','Shell','Caltex','Phoenix','Seaoil','Cleanfuel','Jetti','Unioil','Vulcanizing','Auto Care','Bike Hub',
                'Campsite'])[1 + i % 12] || ' ' || initcap(substr(md5((i + 7)::text), 1, 10)),
         'sample-service-' || i,
         'Generated service number ' || i || ' ' || md5((i * 13)::text),
         (ARRAY['MacArthur Highway','Jose Abad Santos Ave.','Lazatin Boulevard','Angeles-Porac Road','Gapan-Olongapo Road'])[1 + i % 5]
           || ', ' || (ARRAY['Angeles','Arayat','Guagua','Lubao','Mabalacat','Mexico','Porac','San Fernando','Apalit'])[1 + i % 9]
           || ', Pampanga',
         CASE WHEN i % 4 = 0 THEN 'Open 24 hours' ELSE (ARRAY[${SERVICE_HOURS.map(([text]) => sqlText(text)).join(', ')}])[1 + i % ${SERVICE_HOURS.length}] END,
         ${LATITUDE_SQL}, ${LONGITUDE_SQL},
         CASE WHEN i % 5 = 0 THEN NULL ELSE round(((i % 50) / 10.0)::numeric, 1) END, i % 200, i % 4 = 0, i % 97 = 0,
         CASE WHEN i % 12 < 8 THEN 58 + (i % 800) / 100.0 END,
         (SELECT id FROM categories WHERE type = 'motorist' ORDER BY name LIMIT 1 OFFSET (i % 3)),
         CASE WHEN i % 4 = 0 THEN '24/7' ELSE (ARRAY[${SERVICE_HOURS.map(([, hours]) => sqlText(hours)).join(', ')}])[1 + i % ${SERVICE_HOURS.length}] END
  FROM generate_series(${Math.trunc(first)}, ${Math.trunc(first) + Math.trunc(count) - 1}) AS i`;
}

/**
 * SQL adding `count` generated community posts, one a minute back from now, by the demo members in turn, about
 * traffic, food or gas (the topic tabs' words), every 10th hidden under review.
 * @param {number} count @param {number} [first] number of the first generated row
 */
export function samplePostsSql(count, first = 1) {
  return `
  WITH authors AS (SELECT array_agg(id ORDER BY email) AS ids FROM users)
  INSERT INTO posts (author_id, content, location_name, created_at, status)
  SELECT authors.ids[1 + i % cardinality(authors.ids)],
         (ARRAY['Light traffic on NLEX northbound near the San Fernando exit','Sisig at the plaza is sold out by noon',
                'Gas price at Petron Lazatin is down today','Road works on Jose Abad Santos Avenue','Fresh tocino and longganisa this morning',
                'SCTEX toll plaza moving well','Shell MacArthur Highway has diesel again','Halo-halo stand open late'])[1 + i % 8]
           || ' (update ' || i || ', ' || substr(md5(i::text), 1, 8) || ')',
         (ARRAY['San Fernando','Angeles','Mabalacat','Guagua',NULL])[1 + i % 5],
         now() - make_interval(mins => i),
         CASE WHEN i % 10 = 0 THEN 'under_review' ELSE 'visible' END
  FROM authors, generate_series(${Math.trunc(first)}, ${Math.trunc(first) + Math.trunc(count) - 1}) AS i`;
}

/**
 * SQL adding `count` generated partner coupons, one a minute back from now, for the destinations and services in turn
 * (the existing ones, round robin), in the five categories in turn, with the spec's three kinds of discount; every
 * 11th expired yesterday and every 23rd inactive (so not claimable: out of the public list), every 3rd limited to 100
 * claims. A few words a visitor searches for ('sisig', 'halo-halo', 'Lubao') recur in the titles.
 * @param {number} count @param {number} [first] number of the first generated row
 */
export function sampleCouponsSql(count, first = 1) {
  return `
  WITH places AS (SELECT (SELECT array_agg(id ORDER BY id) FROM destinations) AS d, (SELECT array_agg(id ORDER BY id) FROM services) AS s)
  INSERT INTO coupons (title, description, discount_type, discount_value, category, business_type, destination_id, service_id,
                       expires_at, max_redemptions, is_active, created_at, updated_at)
  SELECT (ARRAY['Sisig platter deal','Free halo-halo with any meal','Tocino breakfast set','Lubao pancit promo','Room upgrade',
                'Jeepney day pass','Bike rental weekend','Pasalubong bundle','Kakanin sampler','Campsite night'])[1 + i % 10]
           || ' ' || upper(substr(md5((i * 7)::text), 1, 6)),
         'Generated coupon number ' || i || ' ' || md5((i * 11)::text),
         (ARRAY['percentage','fixed_amount','bogo'])[1 + i % 3],
         CASE i % 3 WHEN 0 THEN 5 + i % 46 WHEN 1 THEN 50 + i % 151 END,
         (ARRAY['food','hotel','transport','activity','shopping'])[1 + i % 5],
         CASE WHEN i % 2 = 0 THEN 'destination' ELSE 'service' END,
         CASE WHEN i % 2 = 0 THEN places.d[1 + (i / 2) % cardinality(places.d)] END,
         CASE WHEN i % 2 = 1 THEN places.s[1 + (i / 2) % cardinality(places.s)] END,
         CASE WHEN i % 11 = 0 THEN now() - interval '1 day' ELSE now() + make_interval(days => 1 + i % 90) END,
         CASE WHEN i % 3 = 0 THEN 100 END,
         i % 23 <> 0,
         now() - make_interval(mins => i), now() - make_interval(mins => i)
  FROM places, generate_series(${Math.trunc(first)}, ${Math.trunc(first) + Math.trunc(count) - 1}) AS i`;
}
