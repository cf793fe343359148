/**
 * Draws the site's illustrations as SVG: Arunachala's silhouette under a sky
 * for the time of day, with the features an article's art direction asks for
 * (see app/content/hero-art.ts). Deterministic: the same slug always gives
 * the same picture. No photographs can be fetched here, so we draw our own.
 */
import type { Art, Feature, Time } from "../app/content/hero-art";
import { mulberry32, seedFromText } from "../app/lib/seeded-random";

const SKIES: Record<Time, { stops: string[]; hill: string; far: string; ground: string; glow: string }> = {
  dawn: { stops: ["#27305a", "#c8667a", "#f4a259", "#fcd9a8"], hill: "#3b2438", far: "#8c4f62", ground: "#2a1828", glow: "#ffe1a8" },
  day: { stops: ["#5d9ccf", "#8fc0e0", "#d9ecf2", "#f6ead0"], hill: "#6b4b3a", far: "#9d8a86", ground: "#4e3a2c", glow: "#fff6d5" },
  dusk: { stops: ["#231a3c", "#5b2c5c", "#b4436c", "#f0a35e"], hill: "#241628", far: "#5e3350", ground: "#1a0f1d", glow: "#ffc78a" },
  night: { stops: ["#070b1f", "#111a3d", "#1f2c5a", "#33457a"], hill: "#0c0f22", far: "#1f2a4d", ground: "#080a18", glow: "#e8eeff" },
};

/** A seeded random generator per picture, so pictures are stable. */
const rng = (seedText: string) => mulberry32(seedFromText(seedText));

const r1 = (n: number) => Math.round(n * 10) / 10;

export function sceneSvg(art: Art, seed: string, width = 1200, height = 750): string {
  const W = 1200;
  const H = 750;
  const rand = rng(seed);
  const sky = SKIES[art.time];
  const has = (f: Feature) => art.features.includes(f);
  const peakX = 560 + rand() * 120;
  const peakY = 215 + rand() * 40;
  const parts: string[] = [];

  parts.push(`<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${sky.stops
    .map((c, i) => `<stop offset="${r1((i / (sky.stops.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join("")}</linearGradient>
<radialGradient id="glow"><stop offset="0%" stop-color="${sky.glow}" stop-opacity="0.95"/><stop offset="35%" stop-color="${sky.glow}" stop-opacity="0.35"/><stop offset="100%" stop-color="${sky.glow}" stop-opacity="0"/></radialGradient>
<radialGradient id="flame"><stop offset="0%" stop-color="#fff7d6"/><stop offset="30%" stop-color="#ffc14d" stop-opacity="0.9"/><stop offset="100%" stop-color="#ff7a1a" stop-opacity="0"/></radialGradient>
<linearGradient id="hillShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.25"/></linearGradient>
</defs>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);

  if (has("stars") || art.time === "night") {
    const count = has("stars") ? 90 : 40;
    for (let i = 0; i < count; i++) {
      const x = rand() * W;
      const y = rand() * H * 0.55;
      parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(0.6 + rand() * 1.6)}" fill="#fff" opacity="${r1(0.3 + rand() * 0.7)}"/>`);
    }
  }

  if (has("rays")) {
    const cx = peakX;
    const cy = peakY - 10;
    for (let i = 0; i < 14; i++) {
      const a = -Math.PI + (i / 13) * Math.PI;
      const x2 = cx + Math.cos(a) * 900;
      const y2 = cy + Math.sin(a) * 900;
      parts.push(`<line x1="${r1(cx)}" y1="${r1(cy)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${sky.glow}" stroke-width="${r1(6 + rand() * 14)}" opacity="0.10"/>`);
    }
  }

  if (has("sun") || has("moon")) {
    const sx = has("sun") ? (rand() < 0.5 ? 180 + rand() * 200 : 850 + rand() * 200) : 880 + rand() * 180;
    const sy = art.time === "day" ? 110 + rand() * 60 : 150 + rand() * 90;
    const radius = has("moon") ? 46 : 58;
    const fill = has("moon") ? "#f6f1de" : art.time === "day" ? "#fff3c4" : "#ffd27a";
    parts.push(`<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${radius * 4}" fill="url(#glow)"/>`);
    parts.push(`<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${radius}" fill="${fill}"/>`);
    if (has("moon")) {
      parts.push(`<circle cx="${r1(sx - 12)}" cy="${r1(sy - 8)}" r="9" fill="#e4dcc2" opacity="0.7"/><circle cx="${r1(sx + 14)}" cy="${r1(sy + 12)}" r="6" fill="#e4dcc2" opacity="0.6"/>`);
    }
  }

  if (has("birds")) {
    for (let i = 0; i < 5; i++) {
      const bx = 200 + rand() * 800;
      const by = 90 + rand() * 120;
      const s = 8 + rand() * 8;
      parts.push(`<path d="M${r1(bx - s)} ${r1(by)} q${r1(s / 2)} ${r1(-s / 2)} ${r1(s)} 0 q${r1(s / 2)} ${r1(-s / 2)} ${r1(s)} 0" fill="none" stroke="${sky.hill}" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/>`);
    }
  }

  // Far ridge.
  const farY = 470 + rand() * 30;
  parts.push(
    `<path d="M0 ${r1(farY)} C 180 ${r1(farY - 60)}, 300 ${r1(farY - 20)}, 420 ${r1(farY + 10)} S 820 ${r1(farY - 50)}, 960 ${r1(farY - 10)} S 1150 ${r1(farY - 40)}, 1200 ${r1(farY - 20)} L1200 ${H} L0 ${H} Z" fill="${sky.far}" opacity="0.75"/>`,
  );

  // Arunachala: a broad cone with a shoulder to the left of the summit.
  const shoulderX = peakX - 170 - rand() * 40;
  const shoulderY = peakY + 120 + rand() * 30;
  const hill = `M-20 ${H - 150} C 120 ${H - 190}, 220 ${r1(shoulderY + 90)}, ${r1(shoulderX - 60)} ${r1(shoulderY + 30)} C ${r1(shoulderX - 20)} ${r1(shoulderY)}, ${r1(shoulderX + 30)} ${r1(shoulderY - 10)}, ${r1(shoulderX + 60)} ${r1(shoulderY - 30)} C ${r1(peakX - 80)} ${r1(peakY + 50)}, ${r1(peakX - 30)} ${r1(peakY)}, ${r1(peakX)} ${r1(peakY)} C ${r1(peakX + 40)} ${r1(peakY + 5)}, ${r1(peakX + 120)} ${r1(peakY + 90)}, ${r1(peakX + 220)} ${r1(peakY + 170)} C ${r1(peakX + 330)} ${r1(peakY + 250)}, 1100 ${H - 220}, 1220 ${H - 170} L1220 ${H} L-20 ${H} Z`;
  parts.push(`<path d="${hill}" fill="${sky.hill}"/>`);
  parts.push(`<path d="${hill}" fill="url(#hillShade)"/>`);

  if (has("deepam")) {
    parts.push(`<circle cx="${r1(peakX)}" cy="${r1(peakY - 14)}" r="120" fill="url(#flame)"/>`);
    parts.push(
      `<path d="M${r1(peakX)} ${r1(peakY - 62)} C ${r1(peakX + 18)} ${r1(peakY - 34)}, ${r1(peakX + 16)} ${r1(peakY - 12)}, ${r1(peakX)} ${r1(peakY - 4)} C ${r1(peakX - 16)} ${r1(peakY - 12)}, ${r1(peakX - 18)} ${r1(peakY - 34)}, ${r1(peakX)} ${r1(peakY - 62)} Z" fill="#fff1b8"/>`,
    );
  }

  if (has("cave")) {
    const cx = shoulderX + 40;
    const cy = shoulderY + 60;
    parts.push(`<path d="M${r1(cx - 90)} ${r1(cy + 80)} Q ${r1(cx - 80)} ${r1(cy - 40)} ${r1(cx)} ${r1(cy - 50)} Q ${r1(cx + 90)} ${r1(cy - 40)} ${r1(cx + 100)} ${r1(cy + 80)} Z" fill="#00000055"/>`);
    parts.push(`<path d="M${r1(cx - 45)} ${r1(cy + 80)} Q ${r1(cx - 40)} ${r1(cy)} ${r1(cx + 5)} ${r1(cy - 5)} Q ${r1(cx + 50)} ${r1(cy)} ${r1(cx + 52)} ${r1(cy + 80)} Z" fill="#05030a"/>`);
  }

  // Ground.
  parts.push(`<path d="M0 ${H - 95} C 300 ${H - 120}, 800 ${H - 80}, 1200 ${H - 110} L1200 ${H} L0 ${H} Z" fill="${sky.ground}"/>`);

  if (has("path")) {
    parts.push(`<path d="M-10 ${H - 20} C 260 ${H - 70}, 520 ${H - 40}, 760 ${H - 85} S 1100 ${H - 100}, 1210 ${H - 96}" fill="none" stroke="#d9b38c" stroke-opacity="0.55" stroke-width="16" stroke-linecap="round"/>`);
    for (let i = 0; i < 9; i++) {
      const x = 60 + i * 130 + rand() * 30;
      const y = H - 38 - i * 7 - rand() * 6;
      parts.push(`<circle cx="${r1(x)}" cy="${r1(y - 18)}" r="10" fill="url(#flame)"/><circle cx="${r1(x)}" cy="${r1(y - 18)}" r="2.2" fill="#fff3c4"/>`);
    }
  }

  if (has("pilgrims")) {
    for (let i = 0; i < 6; i++) {
      const x = 140 + i * 150 + rand() * 40;
      const y = H - 58 - i * 6;
      const s = 0.8 + rand() * 0.35;
      parts.push(
        `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})" fill="#14090f"><circle cx="0" cy="-52" r="7"/><path d="M-8 -44 L8 -44 L11 -14 L5 -14 L4 0 L-4 0 L-5 -14 L-11 -14 Z"/></g>`,
      );
    }
  }

  if (has("gopuram")) {
    const gx = 150 + rand() * 80;
    const base = H - 90;
    const tiers = 7;
    let svg = "";
    for (let i = 0; i < tiers; i++) {
      const w = 150 - i * 16;
      const y = base - (i + 1) * 34;
      svg += `<rect x="${r1(gx - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="34" fill="#1a0d12"/>`;
      svg += `<rect x="${r1(gx - w / 2 + 6)}" y="${r1(y + 6)}" width="${r1(w - 12)}" height="3" fill="#3b2228"/>`;
    }
    const top = base - tiers * 34;
    svg += `<path d="M${r1(gx - 44)} ${top} Q ${r1(gx)} ${top - 40} ${r1(gx + 44)} ${top} Z" fill="#1a0d12"/>`;
    for (let k = -2; k <= 2; k++) svg += `<circle cx="${r1(gx + k * 14)}" cy="${top - 22 + Math.abs(k) * 6}" r="4" fill="#1a0d12"/>`;
    svg += `<rect x="${r1(gx - 18)}" y="${base - 46}" width="36" height="46" rx="18" fill="${sky.glow}" opacity="0.35"/>`;
    parts.push(svg);
  }

  if (has("banyan")) {
    const tx = 960 + rand() * 100;
    const ty = H - 95;
    parts.push(`<rect x="${r1(tx - 12)}" y="${r1(ty - 120)}" width="24" height="120" fill="#120a0c"/>`);
    for (let i = 0; i < 7; i++) {
      parts.push(`<circle cx="${r1(tx - 110 + i * 36 + rand() * 12)}" cy="${r1(ty - 150 - rand() * 50)}" r="${r1(50 + rand() * 25)}" fill="#120a0c"/>`);
    }
    for (let i = 0; i < 6; i++) parts.push(`<line x1="${r1(tx - 90 + i * 34)}" y1="${r1(ty - 120)}" x2="${r1(tx - 88 + i * 34)}" y2="${ty}" stroke="#120a0c" stroke-width="2"/>`);
  }

  if (has("lingam")) {
    const lx = 820 + rand() * 80;
    const ly = H - 90;
    parts.push(
      `<g fill="#120a0c"><rect x="${r1(lx - 70)}" y="${ly - 14}" width="140" height="14"/><path d="M${r1(lx - 58)} ${ly - 14} L${r1(lx + 58)} ${ly - 14} L${r1(lx + 40)} ${ly - 34} L${r1(lx - 40)} ${ly - 34} Z"/><path d="M${r1(lx - 22)} ${ly - 34} L${r1(lx - 22)} ${ly - 70} Q ${r1(lx)} ${ly - 98} ${r1(lx + 22)} ${ly - 70} L${r1(lx + 22)} ${ly - 34} Z"/></g>`,
    );
    parts.push(`<path d="M${r1(lx - 14)} ${ly - 78} h28" stroke="#f4f0e6" stroke-width="3" opacity="0.8"/><path d="M${r1(lx - 14)} ${ly - 70} h28" stroke="#f4f0e6" stroke-width="3" opacity="0.8"/>`);
  }

  if (has("lotus")) {
    const lx = 600 + (rand() - 0.5) * 200;
    const ly = H - 40;
    parts.push(`<ellipse cx="${r1(lx)}" cy="${ly + 8}" rx="260" ry="22" fill="#ffffff" opacity="0.08"/>`);
    const petals = [-60, -35, -12, 12, 35, 60];
    for (const a of petals) {
      parts.push(`<ellipse cx="${r1(lx)}" cy="${ly - 34}" rx="16" ry="42" transform="rotate(${a} ${r1(lx)} ${ly})" fill="#f3a6b8" stroke="#b4436c" stroke-width="2"/>`);
    }
    parts.push(`<ellipse cx="${r1(lx)}" cy="${ly - 40}" rx="14" ry="40" fill="#f9c5d1" stroke="#b4436c" stroke-width="2"/>`);
  }

  if (has("lamp")) {
    const lx = 1000 - rand() * 700;
    const ly = H - 60;
    parts.push(`<circle cx="${r1(lx)}" cy="${ly - 48}" r="70" fill="url(#flame)"/>`);
    parts.push(`<path d="M${r1(lx - 46)} ${ly - 20} Q ${r1(lx)} ${ly + 18} ${r1(lx + 46)} ${ly - 20} L ${r1(lx + 30)} ${ly - 20} Q ${r1(lx + 56)} ${ly - 34} ${r1(lx + 58)} ${ly - 30} Z" fill="#b5652a"/>`);
    parts.push(`<path d="M${r1(lx - 46)} ${ly - 20} Q ${r1(lx)} ${ly - 6} ${r1(lx + 46)} ${ly - 20} Z" fill="#7a3f17"/>`);
    parts.push(`<path d="M${r1(lx + 40)} ${ly - 60} C ${r1(lx + 52)} ${ly - 44}, ${r1(lx + 50)} ${ly - 30}, ${r1(lx + 40)} ${ly - 24} C ${r1(lx + 30)} ${ly - 30}, ${r1(lx + 28)} ${ly - 44}, ${r1(lx + 40)} ${ly - 60} Z" fill="#ffe9a3"/>`);
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${parts.join("")}</svg>`;
}

/** The site icon: the hill with the Deepam flame, on a saffron ground. */
export function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#7c2d12"/><path d="M6 52 C16 46 20 36 27 30 C31 26 33 18 36 18 C39 18 43 28 48 36 C52 42 56 48 60 52 Z" fill="#fde68a"/><path d="M36 6 C39 10 39 13 36 15 C33 13 33 10 36 6 Z" fill="#fbbf24"/><rect x="6" y="52" width="54" height="3" rx="1.5" fill="#fde68a"/></svg>`;
}
