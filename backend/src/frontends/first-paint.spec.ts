import {
  coverPreloadLink,
  keptWhileVersion,
  placeCardsHtml,
  showCommunityFirstPaint,
  showLandingFirstPaint,
  showListFirstPaint,
  showPlaceFirstPaint,
  visitorLanguage,
} from './first-paint.js';

const INDEX =
  '<div id="first-paint" hidden><section class="fp-hero" lang="en" hidden>Discover</section><section class="fp-hero" lang="fil" hidden>Tuklasin</section>' +
  '<section class="fp-list" data-page="destinations" lang="en" hidden>Destinations</section>' +
  '<section class="fp-list" data-page="destinations" lang="fil" hidden>Mga Destinasyon</section>' +
  '<section class="fp-list" data-page="services" lang="en" hidden>Services</section>' +
  '<section class="fp-list" data-page="community" lang="en" hidden>Community</section>' +
  '<section class="fp-list" data-page="community" lang="fil" hidden>Komunidad</section>' +
  '<section class="fp-place-page" data-page="destination" lang="en" hidden>All destinations</section>' +
  '<section class="fp-place-page" data-page="destination" lang="fil" hidden>Lahat</section>' +
  '<section class="fp-place-page" data-page="service" lang="en" hidden><a class="fp-back" href="/services">All services</a></section>' +
  '<section class="fp-place-page" data-page="service" lang="fil" hidden><a class="fp-back" href="/services">Lahat ng serbisyo</a></section>' +
  '<ul class="fp-cards" data-ready=".tp-card-grid" hidden></ul><div class="fp-place" data-ready="h1" hidden></div></div>';

const place = (fields: Partial<Parameters<typeof placeCardsHtml>[0][number]> & { id: string; name: string }) => fields;
const detailsPath = ({ id }: { id: string }) => `/destinations/${id}`;

describe('first paint (issue 13.5)', () => {
  it('writes each place as a link with its cover, escaped data and no message in any language', () => {
    const html = placeCardsHtml(
      [
        place({
          id: 'a1',
          name: 'Betis <Church>',
          localName: 'Bétis',
          description: 'Baroque & "gold"',
          rating: 4.86,
          address: 'Guagua',
          images: ['/api/artwork/a.svg'],
        }),
        place({
          id: 'b2',
          name: 'Mount Arayat',
          images: ['javascript:alert(1)', '//evil.example/x.png'],
          imageUrl: 'data:image/png;base64,AAAA',
        }),
        place({
          id: 'c3',
          name: 'Bale Dutung',
          images: [],
          imageUrl: 'https://images.example.com/bale.jpg',
          rating: 0,
        }),
      ],
      detailsPath,
    );
    const cards = [...html.matchAll(/<li class="fp-card"><a href="([^"]+)">(.*?)<\/a><\/li>/g)];
    expect(cards.map(([, href]) => href)).toEqual(['/destinations/a1', '/destinations/b2', '/destinations/c3']);
    expect(cards[0][2]).toBe(
      '<img class="fp-card__cover" src="/api/artwork/a.svg" alt="" width="640" height="400" decoding="async" fetchpriority="high">' +
        '<span class="fp-card__body"><span class="fp-card__title">Betis &lt;Church&gt;</span><span class="fp-card__local" lang="pam">Bétis</span>' +
        '<span class="fp-card__text">Baroque &amp; &quot;gold&quot;</span>' +
        '<span class="fp-card__facts"><span class="fp-card__star" aria-hidden="true">★</span> 4.9 · Guagua</span></span>',
    );
    // No displayable cover (javascript:, protocol-relative, data:): the empty cover; no rating or address: no facts line.
    expect(cards[1][2]).toBe(
      '<span class="fp-card__cover"></span><span class="fp-card__body"><span class="fp-card__title">Mount Arayat</span></span>',
    );
    expect(cards[2][2]).toContain('src="https://images.example.com/bale.jpg"');
    expect(cards[2][2]).not.toContain('fetchpriority');
    expect(cards[2][2]).not.toContain('fp-card__facts'); // unrated (0): the app says 'New', in a language
  });

  it('writes the first cover into the HTML when the server draws it (escaped), the others by address', () => {
    const drawn = (address: string) =>
      address.startsWith('/api/artwork/') ? `data:image/svg+xml,%3Csvg%3E"${address}'` : undefined;
    const places = [
      place({ id: 'a1', name: 'A', images: ['/api/artwork/destination/a.svg?icon=church'] }),
      place({ id: 'b2', name: 'B', images: ['/api/artwork/destination/b.svg'] }),
    ];
    const cards = [...placeCardsHtml(places, detailsPath, drawn).matchAll(/<img class="fp-card__cover" ([^>]*)>/g)].map(
      ([, attributes]) => attributes,
    );
    expect(cards).toEqual([
      'src="data:image/svg+xml,%3Csvg%3E&quot;/api/artwork/destination/a.svg?icon=church&#39;" alt="" width="640" height="400"',
      'src="/api/artwork/destination/b.svg" alt="" width="640" height="400" decoding="async"',
    ]);
    // A cover the server does not draw keeps its address, at high priority.
    expect(placeCardsHtml([place({ id: 'c3', name: 'C', images: ['/uploads/c.jpg'] })], detailsPath, drawn)).toContain(
      'src="/uploads/c.jpg" alt="" width="640" height="400" decoding="async" fetchpriority="high"',
    );
    expect(showPlaceFirstPaint(INDEX, 'destination', 'en', places[0], drawn)).toContain(
      '<div class="fp-place" data-ready="h1"><img class="fp-card__cover" src="data:image/svg+xml,',
    );
  });

  it("shows the list's section in the visitor's language and fills the card slot only with cards", () => {
    const shown = showListFirstPaint(INDEX, 'destinations', 'fil', [place({ id: 'a1', name: 'Betis' })]);
    expect(shown).toContain('<div id="first-paint"><section class="fp-hero" lang="en" hidden>');
    expect(shown).toContain('<section class="fp-list" data-page="destinations" lang="fil">Mga');
    expect(shown).toContain('<section class="fp-list" data-page="destinations" lang="en" hidden>');
    expect(shown).toContain('<section class="fp-list" data-page="services" lang="en" hidden>');
    expect(shown).toMatch(
      /<ul class="fp-cards" data-ready=".tp-card-grid"><li class="fp-card"><a href="\/destinations\/a1">/,
    );
    expect(showListFirstPaint(INDEX, 'destinations', 'en', [])).toContain(
      '<ul class="fp-cards" data-ready=".tp-card-grid" hidden></ul>',
    );
    const community = showCommunityFirstPaint(INDEX, 'fil');
    expect(community).toContain('<div id="first-paint">');
    expect(community).toContain('<section class="fp-list" data-page="community" lang="fil">Komunidad');
    expect(community).toContain('<section class="fp-list" data-page="community" lang="en" hidden>');
    expect(community).toContain('<ul class="fp-cards" data-ready=".tp-card-grid" hidden></ul>');
    const landing = showLandingFirstPaint(INDEX, 'en');
    expect(landing).toContain('<section class="fp-hero" lang="en">Discover');
    expect(landing).toContain('<section class="fp-list" data-page="destinations" lang="en" hidden>');
  });

  it("links a service's card to /service/{slug} (else /services/{id}) with its main image as the cover", () => {
    const shown = showListFirstPaint(INDEX, 'services', 'en', [
      place({
        id: 's1',
        name: 'Petron Dau',
        slug: 'petron-dau',
        images: ['/a.svg', 'javascript:x', '/b.svg', '/c.svg'],
        mainImageIndex: 1,
      }),
      place({ id: 's2', name: 'No slug', images: ['/a.svg'], mainImageIndex: 7 }),
    ]);
    expect(shown).toContain('<section class="fp-list" data-page="services" lang="en">Services');
    const cards = [
      ...shown.matchAll(/<li class="fp-card"><a href="([^"]+)"><img class="fp-card__cover" src="([^"]+)"/g),
    ];
    // The main image among those that can be shown (the app's orderedImages(imagesOf(...))); out of range: the first.
    expect(cards.map(([, href, cover]) => [href, cover])).toEqual([
      ['/service/petron-dau', '/b.svg'],
      ['/services/s2', '/a.svg'],
    ]);
  });

  it("shows a destination's page: its link back in the visitor's language, the place's cover, name and facts", () => {
    const shown = showPlaceFirstPaint(
      INDEX,
      'destination',
      'fil',
      place({
        id: 'a1',
        name: 'Betis <Church>',
        localName: 'Bétis',
        description: 'Baroque',
        rating: 4.8,
        address: 'Guagua',
        images: ['/api/artwork/a.svg'],
      }),
    );
    expect(shown).toContain('<div id="first-paint">');
    expect(shown).toContain('<section class="fp-place-page" data-page="destination" lang="fil">Lahat');
    expect(shown).toContain('<section class="fp-place-page" data-page="destination" lang="en" hidden>');
    expect(shown).toContain(
      '<div class="fp-place" data-ready="h1"><img class="fp-card__cover" src="/api/artwork/a.svg" alt="" width="640" height="400" decoding="async" fetchpriority="high">' +
        '<p class="fp-place__title">Betis &lt;Church&gt;</p><p class="fp-card__local" lang="pam">Bétis</p>' +
        '<p class="fp-card__facts"><span class="fp-card__star" aria-hidden="true">★</span> 4.8 · Guagua</p><p class="fp-place__text">Baroque</p></div>',
    );
    expect(shown).toContain('<ul class="fp-cards" data-ready=".tp-card-grid" hidden></ul>');
  });

  it("shows a service's page: its link back to /services in the visitor's language, the service's cover and name", () => {
    const service = place({
      id: 's1',
      name: 'Petron Dau',
      slug: 'petron-dau',
      description: 'Open all night',
      address: 'Mabalacat',
      images: ['javascript:x', '/a.svg', '/b.svg'],
      mainImageIndex: 1,
    });
    const shown = showPlaceFirstPaint(INDEX, 'service', 'fil', service);
    expect(shown).toContain('<div id="first-paint">');
    expect(shown).toContain(
      '<section class="fp-place-page" data-page="service" lang="fil"><a class="fp-back" href="/services">Lahat ng serbisyo</a>',
    );
    expect(shown).toContain('<section class="fp-place-page" data-page="service" lang="en" hidden>');
    // The destination's sections stay hidden: one link back, to the services.
    expect(shown).toContain('<section class="fp-place-page" data-page="destination" lang="fil" hidden>');
    expect(shown).toContain(
      '<div class="fp-place" data-ready="h1"><img class="fp-card__cover" src="/b.svg" alt="" width="640" height="400" decoding="async" fetchpriority="high">' +
        '<p class="fp-place__title">Petron Dau</p><p class="fp-card__facts">Mabalacat</p><p class="fp-place__text">Open all night</p></div>',
    );
    // Without a photo: the gradient cover, the same size, so the name does not move when the app's gallery comes.
    expect(showPlaceFirstPaint(INDEX, 'service', 'en', place({ id: 's2', name: 'Vulcanizing' }))).toContain(
      '<div class="fp-place" data-ready="h1"><span class="fp-card__cover"></span><p class="fp-place__title">Vulcanizing</p></div>',
    );
  });

  it("preloads the first place's cover from the Link header: a same-site path only, as the card shows it", () => {
    expect(
      coverPreloadLink(
        place({
          id: 'a',
          name: 'A',
          images: ['javascript:x', '/api/artwork/destination/a.svg?icon=church&color=%238f1d14'],
        }),
      ),
    ).toBe('</api/artwork/destination/a.svg?icon=church&color=%238f1d14>; rel=preload; as=image; fetchpriority=high');
    // A service's main image, as its card's cover.
    expect(
      coverPreloadLink(place({ id: 's', name: 'S', images: ['/one.jpg', '/two.jpg'], mainImageIndex: 1 })),
    ).toContain('</two.jpg>;');
    for (const images of [
      ['https://images.example/a.jpg'],
      ['//evil.example/a.jpg'],
      ['/a.jpg>; rel=preload, </b.jpg'],
      ['/a b.jpg'],
      [],
    ]) {
      expect(coverPreloadLink(place({ id: 'x', name: 'X', images }))).toBeUndefined();
    }
    expect(coverPreloadLink(undefined)).toBeUndefined();
  });

  it("picks the apps' language: the tara.lang cookie, else the browser's first en, fil or tl, else English", () => {
    const language = (headers: Record<string, string>) => visitorLanguage({ headers });
    expect(language({})).toBe('en');
    expect(language({ 'accept-language': 'fil-PH,fil;q=0.9' })).toBe('fil');
    expect(language({ 'accept-language': 'de, tl' })).toBe('fil');
    expect(language({ 'accept-language': 'fil', cookie: 'x=1; tara.lang=en' })).toBe('en');
  });

  it('keeps a load while the version stays, loads again after a write, never keeps an unknown version or a failure', async () => {
    let version: string | undefined = 'destinations.1';
    let loads = 0;
    let fail = false;
    const first = keptWhileVersion(
      () => version,
      async () => {
        loads += 1;
        if (fail) throw new Error('database away');
        return `page ${loads}`;
      },
    );
    expect(await Promise.all([first(), first(), first()])).toEqual(['page 1', 'page 1', 'page 1']); // one shared load
    version = 'destinations.2';
    expect(await first()).toBe('page 2');
    expect(await first()).toBe('page 2');
    version = undefined; // the versions are not known: every call loads
    expect([await first(), await first()]).toEqual(['page 3', 'page 4']);
    version = 'destinations.3';
    fail = true;
    await expect(first()).rejects.toThrow('database away');
    fail = false;
    expect(await first()).toBe('page 6');
    expect(loads).toBe(6);
  });
});
