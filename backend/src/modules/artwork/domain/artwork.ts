import { darken, FALLBACK_COLORS, hash, lighten, mix, random } from './palette.js';
import { NIGHT_SUBJECTS, subjectFor } from './subjects.js';

/** What a picture illustrates; each kind has a default subject when no icon is given. */
export enum ArtworkKind {
  Destination = 'destination',
  Service = 'service',
  Category = 'category',
}

export const ARTWORK_KINDS: readonly ArtworkKind[] = Object.values(ArtworkKind);
/** A key names the picture ('mount-arayat', 'mount-arayat-2'): lower-case words joined by '-', at most 80 characters. */
export const ARTWORK_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTWORK_KEY_MAX_LENGTH = 80;
export const ARTWORK_ICON_MAX_LENGTH = 40;

/** Whether `kind` and `key` name a picture: a known kind, and a key of lower-case words joined by '-' (80 at most). */
export function isArtworkName(kind: string, key: string): kind is ArtworkKind {
  return (
    (ARTWORK_KINDS as readonly string[]).includes(kind) &&
    key.length <= ARTWORK_KEY_MAX_LENGTH &&
    ARTWORK_KEY_PATTERN.test(key)
  );
}
export const ARTWORK_ICON_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTWORK_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const DEFAULT_ICON: Record<ArtworkKind, string> = {
  [ArtworkKind.Destination]: 'landmark',
  [ArtworkKind.Service]: 'map-pin',
  [ArtworkKind.Category]: 'map-pin',
};

export interface ArtworkRequest {
  readonly kind: ArtworkKind;
  readonly key: string;
  /** A category icon key ('church', 'fuel', 'tent'...); unknown keys get a map pin. */
  readonly icon?: string;
  /** The base colour (#RRGGBB), usually the category's; a colour derived from the key otherwise. */
  readonly color?: string;
}

/**
 * The request a same-site artwork address names (`/api/artwork/{kind}/{key}.svg?icon=&color=`, as the demo data and
 * the categories write them), or undefined for any other address, or one GET /api/artwork would refuse (an unknown kind,
 * a malformed key, icon or colour, another query parameter).
 */
export function artworkRequestOf(address: string): ArtworkRequest | undefined {
  const match = /^\/api\/artwork\/([a-z]+)\/([^/?#]+)\.svg(?:\?([^#]*))?$/.exec(address);
  if (!match) return undefined;
  const [, kind, key, query = ''] = match;
  if (!isArtworkName(kind, key)) return undefined;
  const request: { kind: ArtworkKind; key: string; icon?: string; color?: string } = { kind, key };
  for (const [name, value] of new URLSearchParams(query)) {
    if (
      name === 'icon' &&
      request.icon === undefined &&
      value.length <= ARTWORK_ICON_MAX_LENGTH &&
      ARTWORK_ICON_PATTERN.test(value)
    )
      request.icon = value;
    else if (name === 'color' && request.color === undefined && ARTWORK_COLOR_PATTERN.test(value))
      request.color = value;
    else return undefined;
  }
  return request;
}

const WIDTH = 800;
const HEIGHT = 500;

type Mood = 'day' | 'golden' | 'dusk' | 'night';

/** The colours of a picture: its sky, sun, hills and ground from the base colour and the mood, and its subject's. */
function paletteOf(base: string, mood: Mood) {
  const skyTop = {
    day: lighten(base, 0.35),
    golden: mix(base, '#FFB74D', 0.45),
    dusk: darken(mix(base, '#5E35B1', 0.35), 0.25),
    night: darken(mix(base, '#1A237E', 0.6), 0.55),
  }[mood];
  const skyBottom = {
    day: lighten(base, 0.85),
    golden: lighten(mix(base, '#FFE082', 0.6), 0.4),
    dusk: mix(base, '#FF8A65', 0.55),
    night: darken(mix(base, '#4527A0', 0.5), 0.2),
  }[mood];
  return {
    skyTop,
    skyBottom,
    sunColor: mood === 'night' ? '#FFF8E1' : mood === 'dusk' ? '#FFCC80' : '#FFF59D',
    far: mix(base, skyBottom, 0.55),
    mid: mix(darken(base, 0.1), skyBottom, 0.25),
    ground: darken(base, 0.35),
    ink: darken(base, mood === 'night' ? 0.7 : 0.55),
    glow: mood === 'night' ? '#FFE082' : lighten(mix(base, '#FFF3E0', 0.7), 0.3),
    accent: mood === 'night' ? '#FF7043' : lighten(base, 0.15),
  };
}

/** Stars in a night or dusk sky (none by day). */
function starsOf(mood: Mood, rnd: () => number): string {
  if (mood !== 'night' && mood !== 'dusk') return '';
  return Array.from(
    { length: mood === 'night' ? 40 : 12 },
    () =>
      `<circle cx="${(rnd() * WIDTH).toFixed(0)}" cy="${(rnd() * 220).toFixed(0)}" r="${(0.8 + rnd() * 1.6).toFixed(1)}" fill="#FFFFFF" opacity="${(0.4 + rnd() * 0.5).toFixed(2)}"/>`,
  ).join('');
}

/** Two or three clouds (none at night). */
function cloudsOf(mood: Mood, rnd: () => number): string {
  if (mood === 'night') return '';
  return Array.from({ length: 2 + Math.floor(rnd() * 2) }, () => {
    const x = rnd() * WIDTH;
    const y = 50 + rnd() * 120;
    const w = 60 + rnd() * 60;
    return `<g fill="#FFFFFF" opacity="${(0.35 + rnd() * 0.3).toFixed(2)}"><ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${w.toFixed(0)}" ry="${(w / 4).toFixed(0)}"/><ellipse cx="${(x + w / 3).toFixed(0)}" cy="${(y - w / 6).toFixed(0)}" rx="${(w / 2).toFixed(0)}" ry="${(w / 4).toFixed(0)}"/></g>`;
  }).join('');
}

/** The path of a line of hills: `peaks` curves around `baseline`, at most `amplitude` high. */
function ridge(rnd: () => number, baseline: number, amplitude: number, peaks: number): string {
  const step = WIDTH / peaks;
  let d = `M0 ${HEIGHT} L0 ${baseline}`;
  for (let i = 0; i < peaks; i++) {
    const x1 = i * step + step / 2;
    const y1 = baseline - amplitude * (0.4 + rnd() * 0.6);
    const x2 = (i + 1) * step;
    const y2 = baseline - amplitude * rnd() * 0.3;
    d += ` Q${x1.toFixed(0)} ${y1.toFixed(0)} ${x2.toFixed(0)} ${y2.toFixed(0)}`;
  }
  return `${d} L${WIDTH} ${HEIGHT} Z`;
}

const GROUND_Y = 410;

/** The rice field's furrows. */
function furrowsOf(ground: string, rnd: () => number): string {
  return Array.from({ length: 5 }, (_, i) => {
    const y = GROUND_Y + 16 + i * 16;
    return `<path d="M0 ${y} Q${WIDTH / 2} ${y - 10 - rnd() * 10} ${WIDTH} ${y}" stroke="${lighten(ground, 0.18)}" stroke-width="3" fill="none" opacity="0.6"/>`;
  }).join('');
}

/**
 * An illustration in the style of a flat travel poster: a sky graded from the category colour, a sun or a
 * moon, far mountains and hills, the subject of the icon (church facade, Mount Arayat, a parol, a fuel pump,
 * a tent...) and rice-field ground. The same request always gives the same picture; another key (e.g.
 * 'betis-church-2') gives another composition of the same subject. Only numbers and colours reach the SVG.
 * (The draws of `rnd` come in a fixed order: sun, stars, clouds, subject, furrows, then the two ridges.)
 */
export function paintArtwork(request: ArtworkRequest): string {
  const seed = hash(`${request.kind}/${request.key}`);
  const rnd = random(seed);
  const icon = request.icon ?? DEFAULT_ICON[request.kind];
  const base = (request.color ?? FALLBACK_COLORS[seed % FALLBACK_COLORS.length]).toUpperCase();
  const moods: Mood[] = ['day', 'golden', 'dusk'];
  const mood: Mood = NIGHT_SUBJECTS.has(icon) ? 'night' : moods[Math.floor(rnd() * moods.length)];
  const { skyTop, skyBottom, sunColor, far, mid, ground, ink, glow, accent } = paletteOf(base, mood);

  const sunX = 120 + rnd() * 560;
  const sunY = 80 + rnd() * 80;
  const sunR = 34 + rnd() * 22;
  const stars = starsOf(mood, rnd);
  const clouds = cloudsOf(mood, rnd);
  const subjectX = WIDTH / 2 + (rnd() - 0.5) * 240;
  const scale = 1.45 + rnd() * 0.3;
  const subject = subjectFor(icon)({ ink, glow, accent }, rnd);
  const furrows = furrowsOf(ground, rnd);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice" role="img">`,
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>`,
    `<radialGradient id="sun"><stop offset="0" stop-color="${sunColor}"/><stop offset="0.6" stop-color="${sunColor}" stop-opacity="0.9"/><stop offset="1" stop-color="${sunColor}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="#FFE082" stop-opacity="0.85"/><stop offset="1" stop-color="#FFE082" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    stars,
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(sunR * 1.8).toFixed(0)}" fill="url(#sun)" opacity="0.6"/>`,
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${sunR.toFixed(0)}" fill="${sunColor}"/>`,
    clouds,
    `<path d="${ridge(rnd, 300, 120, 4 + Math.floor(rnd() * 3))}" fill="${far}"/>`,
    `<path d="${ridge(rnd, 370, 70, 3 + Math.floor(rnd() * 3))}" fill="${mid}"/>`,
    `<g transform="translate(${(subjectX - 100 * scale).toFixed(1)} ${(GROUND_Y + 6 - 200 * scale).toFixed(1)}) scale(${scale.toFixed(3)})">${subject}</g>`,
    `<path d="M0 ${HEIGHT} L0 ${GROUND_Y} Q${WIDTH / 2} ${GROUND_Y - 18} ${WIDTH} ${GROUND_Y + 4} L${WIDTH} ${HEIGHT} Z" fill="${ground}"/>`,
    furrows,
    '</svg>',
  ].join('');
}
