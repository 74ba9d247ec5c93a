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
