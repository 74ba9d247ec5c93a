/**
 * SQL that adds `count` generated destinations and services with plausible Pampanga text (a word, a unique
 * code, a barangay and a town; every 50th destination has the accented words 'Niño Señor'), for the search
 * test on 10,000 rows and the catalog benchmark (npm run bench). Categories come from the demo data when
 * loaded (else none). Never used by the app itself.
 */
/** @param {number} count @param {number} [first] number of the first generated row (1: a fresh table) */
export function sampleDestinationsSql(count, first = 1) {
  return `
  INSERT INTO destinations (name, description, address, latitude, longitude, rating, review_count, is_verified, category_id)
  SELECT (ARRAY['Heritage House','Garden','Kusina','Bale','Ilog View','Bundok Trail','Simbahan','Parul Workshop','Sisig Grill',
                'Tocino Store','Halo-Halo Stop','Pancit Luglug','Kakanin Corner','Café'])[1 + i % 14]
           || ' ' || initcap(substr(md5(i::text), 1, 10)) || CASE WHEN i % 50 = 0 THEN ' Niño Señor' ELSE '' END,
         'Generated place number ' || i || ' with notes ' || md5((i * 31)::text),
         'Brgy. ' || initcap(substr(md5((i * 17)::text), 1, 6)) || ', '
           || (ARRAY['Angeles','Arayat','Bacolor','Candaba','Floridablanca','Guagua','Lubao','Mabalacat','Macabebe','Magalang',
                     'Masantol','Mexico','Minalin','Porac','San Fernando','San Luis','San Simon','Santa Ana','Santa Rita',
                     'Santo Tomas','Sasmuan','Apalit'])[1 + i % 22] || ', Pampanga',
         14.9 + (i % 400) / 1000.0, 120.4 + (i % 500) / 1000.0,
         CASE WHEN i % 7 = 0 THEN NULL ELSE round(((i % 50) / 10.0)::numeric, 1) END, i % 300, i % 3 = 0,
         (SELECT id FROM categories WHERE type = 'destination' ORDER BY name LIMIT 1 OFFSET (i % 3))
  FROM generate_series(${Math.trunc(first)}, ${Math.trunc(first) + Math.trunc(count) - 1}) AS i`;
}

/** @param {number} count @param {number} [first] number of the first generated row */
export function sampleServicesSql(count, first = 1) {
  return `
  INSERT INTO services (name, slug, description, address, hours, latitude, longitude, rating, review_count, is_open_24h,
                        is_emergency, gas_price, category_id)
  SELECT (ARRAY['Petron','Shell','Caltex','Phoenix','Seaoil','Cleanfuel','Jetti','Unioil','Vulcanizing','Auto Care','Bike Hub',
                'Campsite'])[1 + i % 12] || ' ' || initcap(substr(md5((i + 7)::text), 1, 10)),
         'sample-service-' || i,
         'Generated service number ' || i || ' ' || md5((i * 13)::text),
         (ARRAY['MacArthur Highway','Jose Abad Santos Ave.','Lazatin Boulevard','Angeles-Porac Road','Gapan-Olongapo Road'])[1 + i % 5]
           || ', ' || (ARRAY['Angeles','Arayat','Guagua','Lubao','Mabalacat','Mexico','Porac','San Fernando','Apalit'])[1 + i % 9]
           || ', Pampanga',
         'Open 24 hours', 14.9 + (i % 400) / 1000.0, 120.4 + (i % 500) / 1000.0,
         CASE WHEN i % 5 = 0 THEN NULL ELSE round(((i % 50) / 10.0)::numeric, 1) END, i % 200, i % 4 = 0, i % 97 = 0,
         CASE WHEN i % 12 < 8 THEN 58 + (i % 800) / 100.0 END,
         (SELECT id FROM categories WHERE type = 'motorist' ORDER BY name LIMIT 1 OFFSET (i % 3))
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
