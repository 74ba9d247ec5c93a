/**
 * The landing hero's illustration, drawn in SVG (no photos): a Pampanga dusk with the sun setting behind
 * Mount Arayat, rice fields, a heritage church and palms in the foreground, and giant parol lanterns.
 * Purely decorative.
 */
export function HeroLandscape({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1440 320"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="tp-sun" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#ffe3a1" />
          <stop offset="0.55" stopColor="#f6b73c" />
          <stop offset="1" stopColor="#f6b73c" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="tp-arayat" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f6b3f" />
          <stop offset="1" stopColor="#163d24" />
        </linearGradient>
      </defs>
      <circle cx="1010" cy="170" r="150" fill="url(#tp-sun)" opacity="0.85" />
      <circle cx="1010" cy="170" r="62" fill="#ffd27a" />
      {/* far hills */}
      <path d="M0 236c170-26 330-20 480-6s300 4 450-14 330-8 510 10v94H0z" fill="#6e150e" opacity="0.55" />
      {/* Mount Arayat: a broad, lone volcano with an uneven summit */}
      <path
        d="M560 306c120-40 210-112 300-176 26-18 48-30 70-30 16 0 24 8 40 6 18-2 30-14 52-12 26 2 46 20 72 42 84 70 180 128 326 170z"
        fill="url(#tp-arayat)"
      />
      <g fill="none" stroke="#4d8a45" strokeOpacity="0.5" strokeWidth="3" strokeLinecap="round">
        <path d="M948 104c-12 34-40 62-62 104" />
        <path d="M1012 100c6 40 30 76 62 110" />
        <path d="M976 110c-2 30 4 62 0 98" />
      </g>
      {/* rice fields */}
      <path d="M0 262c260-26 560 18 860 2s420-22 580-10v66H0z" fill="#2f6b3f" />
      <path d="M0 290c300-16 640 14 960-2s380-6 480 0v32H0z" fill="#4d8a45" />
      <g stroke="#f6b73c" strokeOpacity="0.35" strokeWidth="2" fill="none">
        <path d="M0 282c300-18 600 10 900-4s420-14 540-6" />
        <path d="M0 306c320-12 660 10 980-2s360-4 460 0" />
      </g>
      {/* heritage church */}
      <g fill="#2a1812">
        <path d="M178 300V214l18-22 18 22v86z" />
        <path d="M190 188h12v-14h-12z" />
        <path d="M194 170h4v-14h-4z" />
        <path d="M214 300v-58l40-28 40 28v58z" />
        <path d="M294 300v-48h34v48z" />
      </g>
      <g fill="#ffd27a" opacity="0.9">
        <path d="M191 226a5 5 0 0 1 10 0v12h-10z" />
        <path d="M246 256a8 8 0 0 1 16 0v16h-16z" />
      </g>
      {/* palms */}
      <g fill="none" stroke="#2a1812" strokeWidth="5" strokeLinecap="round">
        <path d="M90 306c6-40 4-78-6-112" />
        <path d="M380 306c-4-34 2-66 14-92" />
        <path d="M1330 306c4-40 0-74-12-104" />
      </g>
      <g fill="#2a1812">
        <path d="M84 194c-26-10-50-4-64 12 22-6 42-4 64-12zM84 194c22-16 48-18 68-8-24 0-44 2-68 8zM84 194c-8-22-26-34-46-34 18 10 30 20 46 34zM84 194c14-20 34-30 54-28-20 8-36 16-54 28z" />
        <path d="M394 214c-24-12-48-8-62 6 22-4 40-2 62-6zM394 214c22-12 46-12 64-2-22-2-42 0-64 2zM394 214c-4-22-20-36-40-38 16 12 28 22 40 38z" />
        <path d="M1318 202c-26-10-50-4-64 12 22-6 42-4 64-12zM1318 202c22-16 48-18 68-8-24 0-44 2-68 8zM1318 202c12-20 32-30 52-28-20 8-34 16-52 28z" />
      </g>
    </svg>
  );
}

/** Giant Lantern (parol) garland hanging from the top edge of the hero. */
export function HeroLanterns({ className }: { className?: string }) {
  const lanterns = [
    { x: 40, y: 70, r: 30, fill: '#f6b73c', core: '#e8590c' },
    { x: 120, y: 120, r: 40, fill: '#e8590c', core: '#f6b73c' },
    { x: 210, y: 60, r: 26, fill: '#fcd27a', core: '#b3261e' },
  ];
  return (
    <svg className={className} viewBox="0 0 250 180" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="tp-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#ffd27a" stopOpacity="0.75" />
          <stop offset="1" stopColor="#ffd27a" stopOpacity="0" />
        </radialGradient>
      </defs>
      {lanterns.map(({ x, y, r, fill, core }) => (
        <g key={x}>
          <path d={`M${x} 0V${y - r}`} stroke="#fcd27a" strokeOpacity="0.6" strokeWidth="1.5" />
          <circle cx={x} cy={y} r={r * 1.7} fill="url(#tp-glow)" />
          <path d={starPath(x, y, r, r * 0.43)} fill={fill} />
          <circle cx={x} cy={y} r={r * 0.28} fill={core} />
          <path
            d={`M${x - r * 0.25} ${y + r * 0.8}l-${r * 0.15} ${r * 0.7}M${x + r * 0.25} ${y + r * 0.8}l${r * 0.15} ${r * 0.7}`}
            stroke={fill}
            strokeWidth="2"
            strokeLinecap="round"
          />
        </g>
      ))}
    </svg>
  );
}

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? outer : inner;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}
