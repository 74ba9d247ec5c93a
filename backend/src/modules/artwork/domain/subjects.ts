/**
 * The foreground subjects of the artwork: simple flat silhouettes drawn in a 200 x 200 box whose bottom
 * edge (y = 200) stands on the ground. `ink` is the silhouette colour, `glow` the light details (windows,
 * flames, displays). Each returns SVG markup with numbers only: no input text ever reaches the SVG.
 */
export interface SubjectColors {
  readonly ink: string;
  readonly glow: string;
  readonly accent: string;
}

type Subject = (c: SubjectColors, rnd: () => number) => string;

const church: Subject = ({ ink, glow }) => `
  <rect x="18" y="78" width="38" height="122" fill="${ink}"/>
  <path d="M14 80 L37 46 L60 80 Z" fill="${ink}"/>
  <rect x="33" y="30" width="8" height="18" fill="${ink}"/>
  <rect x="28" y="36" width="18" height="5" fill="${ink}"/>
  <path d="M27 112 a10 10 0 0 1 20 0 v14 h-20 z" fill="${glow}" opacity="0.9"/>
  <path d="M56 200 V104 L112 58 L168 104 V200 Z" fill="${ink}"/>
  <path d="M52 106 L112 56 L172 106" fill="none" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
  <rect x="108" y="24" width="8" height="36" fill="${ink}"/>
  <rect x="99" y="34" width="26" height="7" fill="${ink}"/>
  <circle cx="112" cy="112" r="13" fill="${glow}"/>
  <circle cx="112" cy="112" r="6" fill="${ink}" opacity="0.35"/>
  <path d="M94 200 V164 a18 18 0 0 1 36 0 V200 Z" fill="${glow}"/>
  <rect x="70" y="140" width="12" height="22" rx="6" fill="${glow}" opacity="0.8"/>
  <rect x="142" y="140" width="12" height="22" rx="6" fill="${glow}" opacity="0.8"/>
  <rect x="168" y="150" width="24" height="50" fill="${ink}"/>`;

const trees: Subject = ({ ink, glow, accent }, rnd) => {
  const pines = [0, 1, 2, 3]
    .map((i) => {
      const x = 8 + i * 52 + rnd() * 16;
      const h = 46 + rnd() * 30;
      return `<path d="M${x} 200 L${x + 16} ${200 - h} L${x + 32} 200 Z" fill="${ink}"/><rect x="${x + 14}" y="192" width="4" height="8" fill="${ink}"/>`;
    })
    .join('');
  return `
  <path d="M-60 200 C-10 150 30 70 78 44 C92 36 108 36 122 46 C160 76 210 150 260 200 Z" fill="${accent}" opacity="0.85"/>
  <path d="M78 44 C92 36 108 36 122 46 C116 60 106 66 100 62 C92 70 84 60 78 44 Z" fill="${glow}" opacity="0.55"/>
  ${pines}`;
};

const landmark: Subject = ({ ink, glow }) => {
  const columns = [0, 1, 2, 3, 4, 5]
    .map((i) => `<rect x="${38 + i * 22}" y="112" width="10" height="70" fill="${ink}"/>`)
    .join('');
  return `
  <path d="M70 96 a30 30 0 0 1 60 0 z" fill="${ink}"/>
  <rect x="97" y="50" width="6" height="18" fill="${ink}"/>
  <rect x="22" y="182" width="156" height="18" fill="${ink}"/>
  <rect x="28" y="98" width="144" height="14" fill="${ink}"/>
  <path d="M22 100 L100 72 L178 100 Z" fill="${ink}"/>
  <circle cx="100" cy="88" r="6" fill="${glow}"/>
  ${columns}
  <rect x="10" y="192" width="180" height="8" fill="${ink}"/>`;
};

/** A parol, the star lantern of the Giant Lantern Festival, glowing. */
const sparkles: Subject = ({ ink, glow, accent }) => {
  const star = (cx: number, cy: number, outer: number, inner: number) =>
    Array.from({ length: 10 }, (_, i) => {
      const r = i % 2 === 0 ? outer : inner;
      const a = (Math.PI / 5) * i - Math.PI / 2;
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
  const bulbs = Array.from({ length: 16 }, (_, i) => {
    const a = (Math.PI / 8) * i;
    return `<circle cx="${(100 + 74 * Math.cos(a)).toFixed(1)}" cy="${(92 + 74 * Math.sin(a)).toFixed(1)}" r="5" fill="${i % 2 ? glow : accent}"/>`;
  }).join('');
  return `
  <circle cx="100" cy="92" r="96" fill="url(#glow)"/>
  <circle cx="100" cy="92" r="74" fill="none" stroke="${ink}" stroke-width="6"/>
  ${bulbs}
  <polygon points="${star(100, 92, 62, 26)}" fill="${accent}"/>
  <polygon points="${star(100, 92, 40, 17)}" fill="${glow}"/>
  <circle cx="100" cy="92" r="12" fill="${ink}"/>
  <path d="M82 166 q-6 16 4 34 M100 168 q0 16 0 32 M118 166 q6 16 -4 34" stroke="${accent}" stroke-width="4" fill="none"/>`;
};

const ferrisWheel: Subject = ({ ink, glow }) => {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 4) * i;
    const x = (100 + 66 * Math.cos(a)).toFixed(1);
    const y = (86 + 66 * Math.sin(a)).toFixed(1);
    return `<line x1="100" y1="86" x2="${x}" y2="${y}" stroke="${ink}" stroke-width="3"/><rect x="${Number(x) - 7}" y="${Number(y) - 2}" width="14" height="12" rx="3" fill="${glow}"/>`;
  }).join('');
  return `
  <circle cx="100" cy="86" r="66" fill="none" stroke="${ink}" stroke-width="6"/>
  ${spokes}
  <circle cx="100" cy="86" r="9" fill="${ink}"/>
  <path d="M100 86 L62 200 H74 L100 110 L126 200 H138 Z" fill="${ink}"/>
  <rect x="40" y="192" width="120" height="8" fill="${ink}"/>`;
};

const utensils: Subject = ({ ink, glow, accent }) => `
  <path d="M70 60 q-10 -14 0 -28 q10 -14 0 -28" stroke="${glow}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>
  <path d="M100 60 q-10 -14 0 -28 q10 -14 0 -28" stroke="${glow}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>
  <path d="M130 60 q-10 -14 0 -28 q10 -14 0 -28" stroke="${glow}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>
  <ellipse cx="100" cy="104" rx="82" ry="14" fill="${accent}"/>
  <path d="M18 104 H182 C178 156 146 182 100 182 C54 182 22 156 18 104 Z" fill="${ink}"/>
  <path d="M34 120 H166" stroke="${glow}" stroke-width="5" opacity="0.7"/>
  <rect x="70" y="182" width="60" height="12" rx="4" fill="${ink}"/>
  <rect x="8" y="194" width="184" height="6" rx="3" fill="${ink}"/>`;

/** A sizzling plate (sisig) with flames. */
const flame: Subject = ({ ink, glow, accent }) => `
  <path d="M100 18 C120 44 132 58 126 82 C122 98 108 104 100 104 C90 104 76 96 74 80 C72 62 86 52 88 36 C96 46 96 56 100 60 C106 48 104 32 100 18 Z" fill="${accent}"/>
  <path d="M100 52 C110 66 114 76 110 88 C106 96 94 96 90 88 C86 78 94 72 100 52 Z" fill="${glow}"/>
  <ellipse cx="100" cy="138" rx="84" ry="24" fill="${ink}"/>
  <ellipse cx="100" cy="132" rx="70" ry="16" fill="${accent}" opacity="0.9"/>
  <circle cx="76" cy="128" r="6" fill="${glow}"/><circle cx="112" cy="126" r="5" fill="${glow}"/><circle cx="132" cy="134" r="4" fill="${glow}"/>
  <rect x="176" y="128" width="24" height="10" rx="5" fill="${ink}"/>
  <path d="M24 160 H176 L160 200 H40 Z" fill="${ink}"/>`;

/** A bahay na bato: the stone-and-wood ancestral house of Kapampangan heritage restaurants. */
const heritageHouse: Subject = ({ ink, glow }) => {
  const windows = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${34 + i * 34}" y="84" width="24" height="30" fill="${glow}" opacity="0.85"/><path d="M${46 + i * 34} 84 V114 M${34 + i * 34} 99 H${58 + i * 34}" stroke="${ink}" stroke-width="2"/>`,
    )
    .join('');
  return `
  <path d="M6 70 L100 28 L194 70 Z" fill="${ink}"/>
  <rect x="18" y="70" width="164" height="56" fill="${ink}"/>
  ${windows}
  <rect x="26" y="126" width="148" height="74" fill="${ink}" opacity="0.85"/>
  <path d="M88 200 V158 a12 12 0 0 1 24 0 V200 Z" fill="${glow}"/>
  <rect x="40" y="150" width="16" height="20" fill="${glow}" opacity="0.6"/>
  <rect x="144" y="150" width="16" height="20" fill="${glow}" opacity="0.6"/>`;
};

const gift: Subject = ({ ink, glow, accent }) => `
  <rect x="36" y="92" width="128" height="108" rx="6" fill="${ink}"/>
  <rect x="28" y="74" width="144" height="26" rx="5" fill="${ink}"/>
  <rect x="92" y="74" width="16" height="126" fill="${accent}"/>
  <path d="M100 74 C80 40 52 48 62 68 C68 78 86 76 100 74 C114 76 132 78 138 68 C148 48 120 40 100 74 Z" fill="${accent}"/>
  <circle cx="64" cy="140" r="8" fill="${glow}" opacity="0.6"/><circle cx="136" cy="160" r="6" fill="${glow}" opacity="0.6"/>`;

const fuel: Subject = ({ ink, glow, accent }) => `
  <rect x="50" y="40" width="84" height="160" rx="10" fill="${ink}"/>
  <rect x="62" y="54" width="60" height="38" rx="4" fill="${glow}"/>
  <rect x="68" y="62" width="30" height="6" fill="${ink}" opacity="0.5"/><rect x="68" y="74" width="44" height="6" fill="${ink}" opacity="0.5"/>
  <rect x="62" y="104" width="60" height="14" rx="3" fill="${accent}"/>
  <path d="M134 70 H150 a10 10 0 0 1 10 10 V150 a8 8 0 0 0 16 0 V96 l-10 -12" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="160" y="74" width="14" height="22" rx="3" fill="${ink}"/>
  <rect x="40" y="190" width="104" height="10" rx="3" fill="${ink}"/>`;

const wrench: Subject = ({ ink, glow, accent }) => {
  const teeth = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 4) * i;
    return `<rect x="-7" y="-52" width="14" height="16" fill="${accent}" transform="translate(132 112) rotate(${(a * 180) / Math.PI})"/>`;
  }).join('');
  return `
  ${teeth}
  <circle cx="132" cy="112" r="40" fill="${accent}"/>
  <circle cx="132" cy="112" r="16" fill="${glow}"/>
  <g transform="rotate(-40 80 110)">
    <rect x="70" y="60" width="22" height="120" rx="10" fill="${ink}"/>
    <path d="M56 40 a30 30 0 1 0 50 0 l-10 18 h-30 z" fill="${ink}"/>
  </g>
  <rect x="20" y="190" width="160" height="10" rx="3" fill="${ink}"/>`;
};

const siren: Subject = ({ ink, glow, accent }) => `
  <path d="M100 10 V30 M40 34 L54 48 M160 34 L146 48 M20 90 H40 M160 90 H180" stroke="${glow}" stroke-width="7" stroke-linecap="round"/>
  <path d="M54 130 V96 a46 46 0 0 1 92 0 V130 Z" fill="${accent}"/>
  <path d="M72 98 a28 28 0 0 1 20 -26" stroke="${glow}" stroke-width="7" fill="none" stroke-linecap="round"/>
  <rect x="40" y="130" width="120" height="22" rx="6" fill="${ink}"/>
  <rect x="24" y="152" width="152" height="48" rx="8" fill="${ink}"/>
  <rect x="92" y="160" width="16" height="34" fill="${glow}"/><rect x="83" y="169" width="34" height="16" fill="${glow}"/>`;

const bike: Subject = ({ ink, accent }) => `
  <circle cx="50" cy="150" r="40" fill="none" stroke="${ink}" stroke-width="8"/>
  <circle cx="150" cy="150" r="40" fill="none" stroke="${ink}" stroke-width="8"/>
  <circle cx="50" cy="150" r="5" fill="${ink}"/><circle cx="150" cy="150" r="5" fill="${ink}"/>
  <path d="M50 150 L82 92 H138 L150 150 M82 92 L100 150 L138 92 M100 150 H50" fill="none" stroke="${accent}" stroke-width="8" stroke-linejoin="round"/>
  <path d="M72 80 H96 M132 92 L126 72 H146" stroke="${ink}" stroke-width="8" stroke-linecap="round" fill="none"/>`;

const route: Subject = ({ ink, glow }) => `
  <path d="M60 200 C70 160 150 150 140 110 C132 80 80 84 92 56 C98 42 112 36 120 34 L126 36 C116 42 108 50 108 58 C106 80 170 90 166 124 C162 160 110 166 136 200 Z" fill="${ink}"/>
  <path d="M98 200 C104 170 152 156 152 120 C152 92 100 84 102 60 C103 48 112 40 122 36" fill="none" stroke="${glow}" stroke-width="4" stroke-dasharray="10 9"/>`;

const tent: Subject = ({ ink, glow, accent }) => `
  <path d="M10 200 L86 52 L162 200 Z" fill="${ink}"/>
  <path d="M86 52 L118 200 H54 Z" fill="${accent}"/>
  <path d="M86 112 L104 200 H68 Z" fill="${glow}" opacity="0.85"/>
  <path d="M76 44 L86 52 L96 44" stroke="${ink}" stroke-width="5" fill="none"/>
  <path d="M168 200 l12 -20 l12 20 z M172 200 l8 -30 l8 30" fill="${glow}"/>
  <path d="M160 200 H200" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`;

const tentTree: Subject = (colors, rnd) => {
  const { ink, glow } = colors;
  const lights = Array.from(
    { length: 9 },
    (_, i) => `<circle cx="${10 + i * 22}" cy="${40 + Math.sin(i / 1.4) * 10}" r="4" fill="${glow}"/>`,
  ).join('');
  return `
  <path d="M0 36 Q100 70 200 36" stroke="${ink}" stroke-width="2" fill="none"/>
  ${lights}
  <path d="M-6 200 L18 ${120 - rnd() * 20} L42 200 Z" fill="${ink}"/>
  <path d="M160 200 L184 ${110 - rnd() * 20} L208 200 Z" fill="${ink}"/>
  <g transform="translate(30 40) scale(0.8)">${tent(colors, rnd)}</g>`;
};

const mapPin: Subject = ({ ink, glow }) => `
  <path d="M100 200 C80 160 40 120 40 80 a60 60 0 0 1 120 0 C160 120 120 160 100 200 Z" fill="${ink}"/>
  <circle cx="100" cy="80" r="24" fill="${glow}"/>`;

/** Subjects by icon key (the categories' lucide icon names), with a few aliases. */
export const SUBJECTS: Readonly<Record<string, Subject>> = {
  church,
  trees,
  mountain: trees,
  landmark,
  sparkles,
  'ferris-wheel': ferrisWheel,
  utensils,
  flame,
  'chef-hat': heritageHouse,
  home: heritageHouse,
  gift,
  fuel,
  wrench,
  siren,
  bike,
  route,
  tent,
  'tent-tree': tentTree,
  'map-pin': mapPin,
};

export function subjectFor(icon: string): Subject {
  return Object.hasOwn(SUBJECTS, icon) ? SUBJECTS[icon] : mapPin;
}

/** Icon keys that look best at night (the lantern festival). */
export const NIGHT_SUBJECTS: ReadonlySet<string> = new Set(['sparkles']);
