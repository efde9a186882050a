/**
 * Draws each archetype's picture for each species: content/assets/archetype-{code}-{species}.svg (80),
 * and writes their content versions to src/shared/archetype-picture-versions.ts (the `?v=` of their
 * URLs, so they can be cached for a year). One figure per species, one scene per archetype, in the
 * style of docs/decisions/0006-illustrations.md: brand palette, deep-brown ink outlines, a soft
 * lower-right shade on each shape, viewBox 256, a <title> and <desc>, ids prefixed per file.
 *
 *   npx tsx scripts/draw-archetype-pictures.ts          # writes the files
 *   npx tsx scripts/draw-archetype-pictures.ts --check  # fails when a committed file differs
 *
 * The alt texts (and the <desc>) come from src/shared/archetype-pictures.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ARCHETYPES } from '../src/shared/archetypes.ts';
import { SPECIES, type Species } from '../src/shared/pet-types.ts';
import { archetypePictureAlt, archetypePictureName } from '../src/shared/archetype-pictures.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASSETS = path.join(ROOT, 'content/assets');
const VERSIONS = path.join(ROOT, 'src/shared/archetype-picture-versions.ts');

const INK = '#3B2A20';
const C = {
  cream: '#FFF8F0',
  paper: '#FFFDF9',
  orange: '#EA580C',
  orangeLight: '#FDBA74',
  orangeSoft: '#FFEDD5',
  teal: '#0F766E',
  tealSoft: '#CCFBF1',
  tealMid: '#7CCFC3',
  rose: '#F9A8D4',
  roseSoft: '#FCE7F3',
  yellow: '#FCD34D',
  leaf: '#4E9A63',
  grass: '#abd5b3',
  wood: '#C98B55',
  woodDark: '#8c5a34',
};

/** Darkens a #rrggbb colour (the shade under each shape). */
function shade(hex: string, f = 0.84): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [16, 8, 0].map((s) => Math.round(((n >> s) & 255) * f));
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Per-file drawing context: unique ids and the shaded-shape helper. */
class Pen {
  private n = 0;
  constructor(readonly prefix: string) {}
  id(): string {
    return `${this.prefix}-${(this.n++).toString(36)}`;
  }
  /**
   * A shape filled with its shade, the light colour shifted up-left over it (clipped to the shape),
   * so a soft crescent of shade stays at the lower right; then the ink outline.
   */
  shape(el: string, light: string, opts: { dark?: string; dx?: number; dy?: number; sw?: number } = {}): string {
    const id = this.id();
    const dark = opts.dark ?? shade(light);
    const dx = opts.dx ?? -4;
    const dy = opts.dy ?? -5;
    const sw = opts.sw ?? 3;
    const tag = el.trim();
    const open = tag.replace(/\/>$/, '');
    return (
      `<clipPath id="${id}">${tag}</clipPath>` +
      `${open} fill="${dark}"/>` +
      `<g clip-path="url(#${id})">${open} fill="${light}" transform="translate(${dx} ${dy})"/></g>` +
      `${open} fill="none" stroke="${INK}" stroke-width="${sw}"/>`
    );
  }
  /** A plain filled shape with an outline (no shade): small details. */
  flat(el: string, fill: string, sw = 2.5): string {
    return `${el.trim().replace(/\/>$/, '')} fill="${fill}" stroke="${INK}" stroke-width="${sw}"/>`;
  }
}

const line = (d: string, sw = 3, color = INK, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${sw}"${extra}/>`;
const mirror = (svg: string) => `<g transform="scale(-1 1)">${svg}</g>`;
const eyes = (y: number, dx: number, r = 5) =>
  [-dx, dx]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${(r * 1.1).toFixed(1)}" fill="${INK}"/>` +
        `<circle cx="${(x + r * 0.35).toFixed(1)}" cy="${(y - r * 0.4).toFixed(1)}" r="${(r * 0.4).toFixed(1)}" fill="#fff"/>`,
    )
    .join('');
const cheeks = (y: number, dx: number, r = 5.5) =>
  [-dx, dx].map((x) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.rose}" opacity="0.6"/>`).join('');

/**
 * The species' figures, sitting and facing us. Local coordinates: the ground point between the feet
 * at (0, 0), up is negative y; about 120-170 units tall. `back` is drawn behind the figure (tails).
 */
interface Figure {
  /** Scale that makes the figures read the same size. */
  scale: number;
  /** Height of the head's centre (for props held at the chin) and of the chest. */
  chinY: number;
  chestY: number;
  draw(p: Pen): string;
}

const FIGURES: Record<Species, Figure> = {
  dog: {
    scale: 1,
    chinY: -62,
    chestY: -40,
    draw(p) {
      const tan = '#F2BE7E';
      const brown = '#A8683A';
      const creamy = '#FBEBD5';
      return [
        p.shape('<path d="M24 -22 C48 -26 58 -48 52 -68 C50 -74 43 -72 44 -66 C47 -50 40 -36 22 -34Z"/>', tan),
        p.shape('<ellipse cx="0" cy="-38" rx="34" ry="38"/>', tan, { dx: -5, dy: -6 }),
        p.shape('<ellipse cx="0" cy="-40" rx="17" ry="24"/>', creamy, { dx: -3, dy: -4 }),
        p.shape('<ellipse cx="-15" cy="-6" rx="13" ry="8"/>', tan, { dx: -2, dy: -3 }),
        p.shape('<ellipse cx="15" cy="-6" rx="13" ry="8"/>', tan, { dx: -2, dy: -3 }),
        line('M-19 -9 v4 M-12 -9 v4 M12 -9 v4 M19 -9 v4', 1.8),
        p.shape('<ellipse cx="0" cy="-92" rx="36" ry="32"/>', tan, { dx: -5, dy: -6 }),
        p.shape(
          '<path d="M-28 -116 C-48 -118 -58 -92 -50 -72 C-46 -64 -36 -66 -36 -76 C-36 -90 -30 -102 -20 -112Z"/>',
          brown,
          { dx: 3, dy: -3 },
        ),
        mirror(
          p.shape(
            '<path d="M-28 -116 C-48 -118 -58 -92 -50 -72 C-46 -64 -36 -66 -36 -76 C-36 -90 -30 -102 -20 -112Z"/>',
            brown,
            { dx: 3, dy: -3 },
          ),
        ),
        p.shape('<ellipse cx="0" cy="-79" rx="18" ry="13"/>', creamy, { dx: -3, dy: -4 }),
        line('M-21 -108 Q-15 -111 -9 -110 M21 -108 Q15 -111 9 -110', 2.4),
        eyes(-97, 14),
        cheeks(-82, 26),
        `<path d="M-7 -86 Q0 -90 7 -86 Q6 -79 0 -77 Q-6 -79 -7 -86Z" fill="${INK}" stroke="${INK}" stroke-width="2"/>`,
        `<ellipse cx="-2" cy="-85" rx="2.4" ry="1.3" fill="#fff" opacity="0.8"/>`,
        line('M0 -77 V-73 M-8 -74 Q-4 -69 0 -73 Q4 -69 8 -74', 2.4),
        line('M-26 -64 Q0 -54 26 -64', 6, C.teal),
        p.flat('<circle cx="0" cy="-58" r="4.5"/>', C.yellow, 2),
      ].join('');
    },
  },
  cat: {
    scale: 0.96,
    chinY: -66,
    chestY: -40,
    draw(p) {
      const ginger = '#F6AE5F';
      const stripe = '#C2661F';
      const creamy = '#FFF1DE';
      const ear = '<path d="M-34 -106 L-30 -140 Q-28 -145 -23 -141 L-6 -122Z"/>';
      return [
        p.shape('<path d="M22 -16 C52 -14 62 -44 52 -72 C50 -78 42 -76 44 -70 C50 -48 44 -30 22 -30Z"/>', ginger),
        line('M49 -50 l-8 -2 M50 -62 l-8 0', 2.6, stripe),
        p.shape('<ellipse cx="0" cy="-38" rx="30" ry="38"/>', ginger, { dx: -5, dy: -6 }),
        line('M-28 -46 h8 M-29 -36 h8 M28 -46 h-8 M29 -36 h-8', 2.6, stripe),
        p.shape('<ellipse cx="0" cy="-42" rx="14" ry="23"/>', creamy, { dx: -3, dy: -4 }),
        p.shape('<ellipse cx="-12" cy="-6" rx="11" ry="7"/>', creamy, { dx: -2, dy: -3 }),
        p.shape('<ellipse cx="12" cy="-6" rx="11" ry="7"/>', creamy, { dx: -2, dy: -3 }),
        line('M-15 -9 v3 M-9 -9 v3 M9 -9 v3 M15 -9 v3', 1.6),
        p.shape(ear, ginger, { dx: 3, dy: -3 }),
        `<path d="M-28 -111 L-26 -133 L-13 -121Z" fill="${C.rose}"/>`,
        mirror(p.shape(ear, ginger, { dx: 3, dy: -3 }) + `<path d="M-28 -111 L-26 -133 L-13 -121Z" fill="${C.rose}"/>`),
        p.shape('<ellipse cx="0" cy="-96" rx="37" ry="31"/>', ginger, { dx: -5, dy: -6 }),
        line('M-7 -126 L-5 -116 M0 -127 V-116 M7 -126 L5 -116', 2.8, stripe),
        line('M-37 -98 h7 M37 -98 h-7', 2.6, stripe),
        p.shape('<ellipse cx="0" cy="-84" rx="15" ry="10"/>', creamy, { dx: -2, dy: -3 }),
        eyes(-100, 14, 5.2),
        cheeks(-86, 25),
        `<path d="M-5 -91 H5 L0 -86Z" fill="${C.rose}" stroke="${INK}" stroke-width="2"/>`,
        line('M0 -86 V-83 M-6 -82 Q-3 -79 0 -83 Q3 -79 6 -82', 2.2),
        line('M-15 -88 H-33 M-15 -84 L-31 -79 M15 -88 H33 M15 -84 L31 -79', 1.6),
      ].join('');
    },
  },
  bird: {
    scale: 1.08,
    chinY: -72,
    chestY: -44,
    draw(p) {
      const green = '#8FD19E';
      const yellow = C.yellow;
      const wing = '#4E9A63';
      return [
        p.shape('<path d="M8 -34 L44 -2 L34 6 L-2 -20Z"/>', C.teal, { dx: -2, dy: -3 }),
        line('M-9 -8 v8 M-14 0 h9 M9 -8 v8 M4 0 h9', 3.2, C.orange),
        p.shape('<ellipse cx="0" cy="-46" rx="30" ry="40"/>', green, { dx: -5, dy: -6 }),
        p.shape('<ellipse cx="-3" cy="-40" rx="17" ry="25"/>', '#C9EDD0', { dx: -3, dy: -4 }),
        p.shape('<path d="M10 -74 C36 -72 42 -42 32 -14 C22 -22 10 -44 10 -74Z"/>', wing, { dx: -3, dy: -4 }),
        line('M16 -60 Q24 -58 30 -52 M16 -46 Q24 -44 31 -36 M17 -32 Q24 -30 29 -24', 2, yellow),
        p.shape('<path d="M-2 -118 C-8 -132 6 -136 6 -122Z"/>', yellow, { dx: -1, dy: -2 }),
        p.shape('<circle cx="0" cy="-94" r="28"/>', yellow, { dx: -4, dy: -5 }),
        line('M-18 -114 Q-10 -110 -4 -114 M18 -114 Q10 -110 4 -114', 1.8, '#b8860b'),
        eyes(-98, 12, 4.6),
        `<circle cx="-18" cy="-80" r="3.6" fill="${C.teal}"/><circle cx="18" cy="-80" r="3.6" fill="${C.teal}"/>`,
        p.flat('<ellipse cx="0" cy="-92" rx="6" ry="3.2"/>', C.rose, 1.8),
        p.shape('<path d="M-6 -88 Q0 -91 6 -88 Q4 -77 0 -73 Q-4 -77 -6 -88Z"/>', C.orangeLight, {
          dx: -1,
          dy: -2,
          sw: 2.2,
        }),
      ].join('');
    },
  },
  rabbit: {
    scale: 0.9,
    chinY: -66,
    chestY: -38,
    draw(p) {
      const fur = '#E3D6C6';
      const white = C.paper;
      const ear = '<path d="M-20 -112 C-32 -150 -26 -172 -15 -172 C-4 -172 -4 -148 -7 -116Z"/>';
      const inner = '<path d="M-17 -122 C-25 -148 -21 -163 -15 -163 C-9 -163 -10 -146 -11 -124Z"/>';
      return [
        p.shape('<circle cx="32" cy="-16" r="10"/>', white, { dx: -2, dy: -3 }),
        p.shape('<ellipse cx="0" cy="-38" rx="32" ry="36"/>', fur, { dx: -5, dy: -6 }),
        p.shape('<ellipse cx="0" cy="-36" rx="16" ry="22"/>', white, { dx: -3, dy: -4 }),
        p.shape('<ellipse cx="-17" cy="-6" rx="16" ry="7"/>', fur, { dx: -2, dy: -3 }),
        p.shape('<ellipse cx="17" cy="-6" rx="16" ry="7"/>', fur, { dx: -2, dy: -3 }),
        p.shape(ear, fur, { dx: 2, dy: -3 }),
        `${inner.replace('/>', '')} fill="${C.rose}"/>`,
        `<g transform="rotate(8 0 -110)">${mirror(p.shape(ear, fur, { dx: 2, dy: -3 }) + `${inner.replace('/>', '')} fill="${C.rose}"/>`)}</g>`,
        p.shape('<ellipse cx="0" cy="-90" rx="32" ry="29"/>', fur, { dx: -5, dy: -6 }),
        p.shape('<circle cx="-7" cy="-80" r="8.5"/>', white, { dx: -2, dy: -2, sw: 2.4 }),
        p.shape('<circle cx="7" cy="-80" r="8.5"/>', white, { dx: -2, dy: -2, sw: 2.4 }),
        eyes(-96, 13, 5),
        cheeks(-84, 24),
        `<path d="M-4.5 -89 H4.5 L0 -84.5Z" fill="${C.rose}" stroke="${INK}" stroke-width="2"/>`,
        p.flat('<rect x="-3.5" y="-74" width="7" height="6" rx="1.5"/>', '#fff', 1.8),
        line('M-14 -82 H-31 M-14 -78 L-29 -73 M14 -82 H31 M14 -78 L29 -73', 1.6),
      ].join('');
    },
  },
  other: {
    // A round little guinea-pig-like critter: reads as 'a small pet' without naming one.
    scale: 1.12,
    chinY: -56,
    chestY: -32,
    draw(p) {
      const tan = '#E9A867';
      const white = C.paper;
      const patch = '#9C6338';
      return [
        p.shape('<ellipse cx="0" cy="-36" rx="44" ry="36"/>', tan, { dx: -5, dy: -6 }),
        p.shape('<path d="M14 -66 C34 -70 46 -52 44 -34 C34 -42 22 -50 12 -50Z"/>', patch, { dx: -3, dy: -4 }),
        p.shape('<ellipse cx="0" cy="-30" rx="19" ry="20"/>', '#FFF1DE', { dx: -3, dy: -4 }),
        p.flat('<ellipse cx="-16" cy="-4" rx="8" ry="5"/>', C.rose, 2.2),
        p.flat('<ellipse cx="16" cy="-4" rx="8" ry="5"/>', C.rose, 2.2),
        `<g transform="rotate(-25 -27 -100)">${p.shape('<ellipse cx="-27" cy="-100" rx="11" ry="9"/>', patch, { dx: -2, dy: -2 })}</g>`,
        `<g transform="rotate(25 27 -100)">${p.shape('<ellipse cx="27" cy="-100" rx="11" ry="9"/>', patch, { dx: -2, dy: -2 })}</g>`,
        `<ellipse cx="-27" cy="-99" rx="5" ry="4" fill="${C.rose}" transform="rotate(-25 -27 -99)"/>`,
        `<ellipse cx="27" cy="-99" rx="5" ry="4" fill="${C.rose}" transform="rotate(25 27 -99)"/>`,
        p.shape('<ellipse cx="0" cy="-80" rx="35" ry="29"/>', tan, { dx: -5, dy: -6 }),
        `<path d="M-7 -108 Q0 -110 7 -108 L11 -74 Q0 -66 -11 -74Z" fill="${white}"/>`,
        p.shape('<ellipse cx="0" cy="-72" rx="14" ry="9"/>', white, { dx: -2, dy: -3, sw: 2.4 }),
        eyes(-86, 15, 5.4),
        cheeks(-74, 25),
        `<path d="M-4 -77 H4 L0 -73Z" fill="${C.rose}" stroke="${INK}" stroke-width="2"/>`,
        line('M0 -73 V-70 M-5 -69 Q-2.5 -66 0 -70 Q2.5 -66 5 -69', 2),
      ].join('');
    },
  },
};

/** Where the figure stands in a scene, and what it holds (in the figure's own coordinates). */
interface Placement {
  x: number;
  y: number;
  s: number;
  rotate?: number;
  /** Drawn with the figure, in its coordinates: before it (behind) and after it (held in front). */
  behind?: (p: Pen, f: Figure) => string;
  held?: (p: Pen, f: Figure) => string;
}

interface Scene {
  ring: string;
  fill: string;
  back(p: Pen): string;
  figure: Placement;
  front?(p: Pen): string;
}

const heart = (p: Pen, x: number, y: number, s: number, color = C.rose) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${p.shape('<path d="M0 8 C-14 -2 -12 -14 -5 -14 C-2 -14 0 -11 0 -9 C0 -11 2 -14 5 -14 C12 -14 14 -2 0 8Z"/>', color, { dx: -1.5, dy: -2, sw: 3 / s })}</g>`;
const sparkle = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -10 Q2 -2 10 0 Q2 2 0 10 Q-2 2 -10 0 Q-2 -2 0 -10Z" fill="${C.yellow}" stroke="${INK}" stroke-width="${(2 / s).toFixed(2)}"/></g>`;
const tuft = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})">${line('M-8 0 Q-9 -8 -13 -12 M0 0 Q0 -10 -2 -16 M8 0 Q9 -8 13 -11', 3, C.leaf)}</g>`;
const flower = (p: Pen, x: number, y: number, color: string, stem = 40) =>
  line(`M${x} ${y} V${y + stem}`, 3, C.leaf) +
  [0, 72, 144, 216, 288]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return p.flat(
        `<circle cx="${(x + Math.sin(r) * 7).toFixed(1)}" cy="${(y - Math.cos(r) * 7).toFixed(1)}" r="5.5"/>`,
        color,
        2,
      );
    })
    .join('') +
  p.flat(`<circle cx="${x}" cy="${y}" r="4.5"/>`, C.yellow, 2);
const ground = (y: number, color: string) =>
  `<rect x="0" y="${y}" width="256" height="${256 - y}" fill="${color}"/>` + line(`M0 ${y} H256`);
const hill = (y: number, color: string) =>
  `<path d="M0 ${y} Q128 ${y - 12} 256 ${y} V256 H0Z" fill="${color}"/>` + line(`M0 ${y} Q128 ${y - 12} 256 ${y}`);

const SCENES: Record<string, Scene> = {
  // The Guardian: keeping watch by the front door.
  RTPS: {
    ring: C.orangeLight,
    fill: C.orangeSoft,
    back: (p) =>
      ground(192, '#e1bfa2') +
      p.flat('<rect x="40" y="36" width="92" height="160" rx="6"/>', C.wood, 3) +
      p.shape('<rect x="50" y="46" width="72" height="150" rx="4"/>', '#9C6338', { dx: -5, dy: -6 }) +
      p.flat('<rect x="59" y="58" width="54" height="52" rx="4"/>', '#925d36', 2.5) +
      p.flat('<rect x="59" y="120" width="54" height="58" rx="4"/>', '#925d36', 2.5) +
      p.shape('<circle cx="110" cy="130" r="6"/>', C.yellow, { dx: -1, dy: -2, sw: 2.5 }) +
      p.flat('<rect x="116" y="196" width="118" height="14" rx="7"/>', C.teal, 3) +
      line('M126 203 H224', 2, C.tealSoft, ' opacity="0.6"') +
      p.flat('<rect x="176" y="52" width="36" height="30" rx="4"/>', C.paper, 3) +
      `<rect x="181" y="57" width="26" height="20" rx="2" fill="${C.tealSoft}"/>` +
      line('M181 73 L190 64 L197 71 L201 67 L207 73', 2.4, C.teal),
    figure: { x: 176, y: 204, s: 0.74 },
  },
  // The Shadow: staying close beside its person's legs.
  RTPF: {
    ring: C.rose,
    fill: C.roseSoft,
    back: (p) =>
      ground(194, '#f3d3c0') +
      p.shape('<path d="M58 0 H104 L100 184 H80 L78 60 L74 184 H54Z"/>', C.teal, { dx: -5, dy: -4 }) +
      p.shape('<path d="M52 182 H76 Q80 196 70 198 H40 Q34 190 52 182Z"/>', '#5b4334', { dx: -2, dy: -3 }) +
      p.shape('<path d="M80 182 H104 Q122 190 114 198 H84 Q76 196 80 182Z"/>', '#5b4334', { dx: -2, dy: -3 }) +
      heart(p, 196, 70, 1.1) +
      heart(p, 222, 100, 0.7),
    figure: { x: 138, y: 206, s: 0.76 },
  },
  // The Snuggler: tucked up under a blanket with a teddy bear.
  RTAS: {
    ring: C.rose,
    fill: C.orangeSoft,
    back: (p) =>
      p.shape('<ellipse cx="128" cy="196" rx="104" ry="34"/>', C.tealMid, { dx: -5, dy: -6 }) +
      `<g transform="translate(196 150)">` +
      p.shape('<circle cx="-13" cy="-30" r="8"/>', '#C98B55', { dx: -1, dy: -2 }) +
      p.shape('<circle cx="13" cy="-30" r="8"/>', '#C98B55', { dx: -1, dy: -2 }) +
      p.shape('<ellipse cx="0" cy="10" rx="20" ry="22"/>', '#C98B55') +
      p.shape('<circle cx="0" cy="-18" r="17"/>', '#C98B55') +
      p.flat('<ellipse cx="0" cy="-12" rx="7" ry="5"/>', '#F2D2B0', 2) +
      `<circle cx="-6" cy="-21" r="2.2" fill="${INK}"/><circle cx="6" cy="-21" r="2.2" fill="${INK}"/><circle cx="0" cy="-13" r="2" fill="${INK}"/>` +
      `</g>` +
      heart(p, 60, 74, 1) +
      heart(p, 84, 48, 0.7),
    figure: { x: 112, y: 204, s: 0.74 },
    front: (p) =>
      p.shape('<path d="M30 172 Q70 160 112 170 Q160 180 226 166 L240 256 H16Z"/>', C.orange, { dx: -4, dy: -6 }) +
      line('M40 196 Q120 184 232 196 M36 222 Q120 210 236 222', 3, C.orangeLight) +
      line('M70 172 L62 256 M120 172 L118 256 M170 174 L176 256', 3, C.orangeLight),
  },
  // The Companion: sharing a heart with its person's hand.
  RTAF: {
    ring: C.yellow,
    fill: '#FEF6D8',
    back: (p) =>
      hill(200, C.grass) +
      // The person's open hand, palm up, reaching in from the left with the heart resting on it.
      p.shape(
        '<path d="M-6 232 C20 212 44 190 62 176 C70 170 80 166 96 166 L112 168 C120 170 120 178 112 180 L98 182 C104 186 104 194 96 196 C80 200 66 200 56 204 C40 216 26 232 14 252Z"/>',
        '#F2C9A0',
        { dx: -3, dy: -4 },
      ) +
      line('M98 182 C90 184 84 184 78 182 M92 196 C86 194 80 192 76 190', 2.2) +
      heart(p, 94, 140, 1.7) +
      sparkle(86, 78, 0.6) +
      sparkle(174, 48, 0.8) +
      tuft(206, 220),
    figure: { x: 170, y: 206, s: 0.76 },
  },
  // The Loyalist: bringing a slipper to the armchair.
  RCPS: {
    ring: C.orangeLight,
    fill: C.orangeSoft,
    back: (p) =>
      ground(196, '#e8c9a8') +
      p.shape('<path d="M20 80 Q20 56 44 56 H92 Q116 56 116 80 V150 H20Z"/>', C.teal, { dx: -5, dy: -6 }) +
      p.shape('<rect x="8" y="120" width="26" height="64" rx="12"/>', C.teal) +
      p.shape('<rect x="102" y="120" width="26" height="64" rx="12"/>', C.teal) +
      p.shape('<rect x="30" y="140" width="78" height="30" rx="8"/>', '#14968b') +
      p.flat('<rect x="16" y="178" width="10" height="18" rx="3"/>', C.woodDark, 2.4) +
      p.flat('<rect x="110" y="178" width="10" height="18" rx="3"/>', C.woodDark, 2.4) +
      heart(p, 206, 70, 0.8),
    figure: { x: 176, y: 204, s: 0.74 },
    front: (p) =>
      p.shape(
        '<path d="M128 206 Q126 194 140 192 L166 192 Q178 194 176 204 Q174 214 160 214 H140 Q128 214 128 206Z"/>',
        C.rose,
        {
          dx: -2,
          dy: -3,
        },
      ) +
      p.flat('<path d="M130 204 Q132 196 144 196 Q150 198 150 206 Q146 212 136 212 Q130 210 130 204Z"/>', '#f472b6', 2),
  },
  // The Navigator: steering a ship's wheel across a calm sea.
  RCPF: {
    ring: C.tealMid,
    fill: C.tealSoft,
    back: (p) =>
      p.shape('<circle cx="196" cy="62" r="18"/>', C.yellow, { dx: -3, dy: -4 }) +
      `<path d="M0 176 Q32 168 64 176 T128 176 T192 176 T256 176 V256 H0Z" fill="#5EB8AE"/>` +
      line('M0 176 Q32 168 64 176 T128 176 T192 176 T256 176') +
      line('M20 200 Q36 194 52 200 M150 214 Q166 208 182 214', 2.4, C.paper) +
      p.shape('<path d="M36 214 H220 L204 250 H52Z"/>', C.wood, { dx: -4, dy: -5 }) +
      line('M44 228 H212', 2.4, C.woodDark),
    figure: { x: 88, y: 216, s: 0.68 },
    front: (p) => {
      const cx = 178;
      const cy = 180;
      const spokes = [0, 45, 90, 135]
        .map((a) => {
          const r = (a * Math.PI) / 180;
          const dx = Math.cos(r) * 48;
          const dy = Math.sin(r) * 48;
          return line(
            `M${(cx - dx).toFixed(1)} ${(cy - dy).toFixed(1)} L${(cx + dx).toFixed(1)} ${(cy + dy).toFixed(1)}`,
            6,
            C.woodDark,
          );
        })
        .join('');
      const knobs = [0, 45, 90, 135, 180, 225, 270, 315]
        .map((a) => {
          const r = (a * Math.PI) / 180;
          return p.flat(
            `<circle cx="${(cx + Math.cos(r) * 48).toFixed(1)}" cy="${(cy + Math.sin(r) * 48).toFixed(1)}" r="6"/>`,
            C.wood,
            2.4,
          );
        })
        .join('');
      return (
        spokes +
        knobs +
        `<circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="${INK}" stroke-width="12"/>` +
        `<circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="${C.wood}" stroke-width="7"/>` +
        p.shape(`<circle cx="${cx}" cy="${cy}" r="9"/>`, C.yellow, { dx: -2, dy: -2 })
      );
    },
  },
  // The Lieutenant: bringing home the morning newspaper.
  RCAS: {
    ring: C.orangeLight,
    fill: '#E3F7F3',
    back: (p) =>
      hill(188, C.grass) +
      p.shape('<path d="M150 118 L190 86 L230 118 V170 H150Z"/>', C.paper, { dx: -4, dy: -5 }) +
      p.shape('<path d="M142 122 L190 80 L238 122 L230 124 L190 92 L150 124Z"/>', C.orange, { dx: -2, dy: -3 }) +
      p.flat('<rect x="182" y="136" width="18" height="34" rx="3"/>', C.teal, 2.5) +
      p.flat('<rect x="156" y="132" width="18" height="16" rx="2"/>', C.tealSoft, 2.5) +
      p.shape('<circle cx="62" cy="60" r="16"/>', C.yellow, { dx: -3, dy: -4 }) +
      tuft(40, 214) +
      tuft(224, 212),
    figure: {
      x: 104,
      y: 210,
      s: 0.78,
      held: (p, f) =>
        `<g transform="translate(0 ${f.chinY + 8}) rotate(-8)">` +
        p.shape('<rect x="-40" y="-8" width="80" height="16" rx="8"/>', C.paper, { dx: -3, dy: -3 }) +
        line('M-26 -7 V7 M26 -7 V7', 2.4, C.orange) +
        line('M-14 -2 H14 M-14 3 H8', 1.8, '#9b8a7d') +
        `</g>`,
    },
  },
  // The Go-getter: leaping a hurdle.
  RCAF: {
    ring: C.tealMid,
    fill: C.tealSoft,
    back: (p) =>
      hill(204, C.grass) +
      p.flat('<rect x="70" y="150" width="12" height="110" rx="4"/>', C.paper, 2.5) +
      p.flat('<rect x="176" y="150" width="12" height="110" rx="4"/>', C.paper, 2.5) +
      `<rect x="71.5" y="160" width="9" height="10" fill="${C.teal}"/><rect x="71.5" y="184" width="9" height="10" fill="${C.teal}"/>` +
      `<rect x="177.5" y="160" width="9" height="10" fill="${C.teal}"/><rect x="177.5" y="184" width="9" height="10" fill="${C.teal}"/>` +
      p.shape('<rect x="66" y="162" width="126" height="12" rx="6"/>', C.paper, { dx: -2, dy: -2, sw: 2.5 }) +
      [84, 108, 132, 156].map((x) => `<rect x="${x}" y="163.5" width="10" height="9" fill="${C.orange}"/>`).join('') +
      line('M44 92 h-22 M50 106 h-28 M44 120 h-20', 3, INK, ' opacity="0.45"') +
      tuft(36, 222) +
      tuft(222, 226) +
      sparkle(212, 62, 0.9) +
      sparkle(54, 60, 0.6),
    figure: { x: 132, y: 148, s: 0.68, rotate: 14 },
  },
  // The Observer: peeking out of a cardboard box at a butterfly.
  ITPS: {
    ring: C.yellow,
    fill: '#FEF6D8',
    back: (p) =>
      ground(208, '#e8c9a8') +
      p.shape('<path d="M56 158 L34 132 L118 132 L128 158Z"/>', '#C4925C', { dx: -2, dy: -3 }) +
      `<g transform="translate(196 76) rotate(-14)">` +
      p.flat('<path d="M0 0 C-8 -18 -26 -16 -22 -2 C-20 6 -8 6 0 0Z"/>', C.orange, 2.4) +
      p.flat('<path d="M0 0 C8 -18 26 -16 22 -2 C20 6 8 6 0 0Z"/>', C.orange, 2.4) +
      p.flat('<path d="M0 0 C-6 10 -18 14 -16 4Z"/>', C.yellow, 2.2) +
      p.flat('<path d="M0 0 C6 10 18 14 16 4Z"/>', C.yellow, 2.2) +
      line('M0 -6 V6 M0 -6 Q-3 -14 -6 -16 M0 -6 Q3 -14 6 -16', 2.2) +
      `</g>` +
      line('M150 110 Q166 96 176 94', 2, INK, ' stroke-dasharray="4 6" opacity="0.5"'),
    figure: { x: 112, y: 206, s: 0.8 },
    front: (p) =>
      p.shape('<path d="M44 158 H190 L184 234 H50Z"/>', '#D9A46A', { dx: -5, dy: -6 }) +
      p.shape('<path d="M190 158 L214 132 L216 150 L190 176Z"/>', '#C4925C', { dx: -2, dy: -3 }) +
      p.flat('<rect x="100" y="158" width="34" height="10"/>', '#E9C08E', 2) +
      line('M70 196 H96 M70 204 H88', 2.4, '#9c6f43'),
  },
  // The Explorer: studying a flower through a magnifying glass.
  ITPF: {
    ring: C.tealMid,
    fill: '#ECFDF5',
    back: (p) =>
      hill(200, C.grass) +
      flower(p, 196, 122, C.rose, 80) +
      line('M196 170 Q206 160 214 162 Q208 172 196 174', 2.6, C.leaf) +
      flower(p, 226, 160, C.orangeLight, 44) +
      tuft(42, 220) +
      sparkle(60, 70, 0.7),
    figure: {
      x: 104,
      y: 212,
      s: 0.76,
      held: (p, f) =>
        `<g transform="translate(34 ${f.chestY - 18}) rotate(-30)">` +
        p.shape('<rect x="-5" y="10" width="10" height="34" rx="5"/>', C.woodDark, { dx: -1, dy: -2 }) +
        `<circle cx="0" cy="-8" r="20" fill="${C.tealSoft}" opacity="0.75"/>` +
        `<circle cx="0" cy="-8" r="20" fill="none" stroke="${INK}" stroke-width="7"/>` +
        `<circle cx="0" cy="-8" r="20" fill="none" stroke="${C.yellow}" stroke-width="3.5"/>` +
        line('M-8 -18 Q-4 -22 2 -22', 2.4, '#fff') +
        `</g>`,
    },
  },
  // The Strategist: planning its next move beside a chess knight.
  ITAS: {
    ring: C.tealMid,
    fill: C.cream,
    back: (p) =>
      `<rect x="0" y="188" width="256" height="68" fill="#f3dfc6"/>` +
      [0, 1, 2, 3, 4, 5, 6, 7]
        .map(
          (i) =>
            `<path d="M${i * 68 - 40} 188 h34 l-8 22 h-34Z M${i * 68 - 54} 226 h34 l-8 30 h-34Z" fill="${C.teal}" opacity="0.35"/>`,
        )
        .join('') +
      `<path d="M${-6} 210 h34 l-6 16 h-34Z M62 210 h34 l-6 16 h-34Z M130 210 h34 l-6 16 h-34Z M198 210 h34 l-6 16 h-34Z" fill="${C.teal}" opacity="0.35"/>` +
      line('M0 188 H256') +
      `<g transform="translate(194 190)">` +
      p.shape('<path d="M-26 0 H26 L22 -12 H-22Z"/>', C.paper, { dx: -3, dy: -3 }) +
      p.shape(
        '<path d="M-18 -12 C-20 -36 -10 -44 -14 -60 C-22 -62 -30 -70 -24 -80 C-14 -96 4 -100 14 -90 C26 -78 24 -44 18 -12Z"/>',
        C.paper,
        { dx: -4, dy: -5 },
      ) +
      `<circle cx="-2" cy="-82" r="3" fill="${INK}"/>` +
      line('M4 -96 L8 -104 L12 -94', 2.6) +
      `</g>` +
      `<g transform="translate(76 54)">` +
      p.shape(
        '<path d="M0 -22 C14 -22 20 -10 16 0 C12 8 8 10 8 16 H-8 C-8 10 -12 8 -16 0 C-20 -10 -14 -22 0 -22Z"/>',
        C.yellow,
        {
          dx: -2,
          dy: -3,
        },
      ) +
      p.flat('<rect x="-8" y="16" width="16" height="8" rx="2"/>', '#c9b9a4', 2.4) +
      line('M-30 -14 l-8 -4 M-30 2 h-10 M30 -14 l8 -4 M30 2 h10 M0 -30 v-10', 2.6, C.orange) +
      `</g>`,
    figure: { x: 112, y: 210, s: 0.76 },
  },
  // The Wanderer: wandering by a garden fence under the moon.
  ITAF: {
    ring: C.tealMid,
    fill: '#15615B',
    back: (p) =>
      p.shape('<path d="M62 40 A30 30 0 1 0 96 88 A24 24 0 1 1 62 40Z"/>', C.yellow, { dx: -2, dy: -3 }) +
      sparkle(150, 46, 0.6) +
      sparkle(196, 76, 0.8) +
      sparkle(120, 90, 0.45) +
      [26, 64, 102, 140, 178, 216]
        .map((x) =>
          p.shape(`<path d="M${x} 196 V124 L${x + 12} 110 L${x + 24} 124 V196Z"/>`, C.wood, { dx: -3, dy: -4 }),
        )
        .join('') +
      p.flat('<rect x="0" y="136" width="256" height="10" rx="3"/>', '#a86f40', 2.5) +
      p.flat('<rect x="0" y="170" width="256" height="10" rx="3"/>', '#a86f40', 2.5) +
      ground(196, '#2d7a5f'),
    figure: { x: 134, y: 222, s: 0.74 },
  },
  // The Keeper: sitting beside its neatly kept basket of toys.
  ICPS: {
    ring: C.yellow,
    fill: C.cream,
    back: (p) =>
      ground(196, '#e8d6bc') +
      p.flat('<rect x="20" y="70" width="216" height="10" rx="4"/>', C.wood, 2.5) +
      p.shape('<rect x="150" y="44" width="22" height="26" rx="3"/>', C.teal, { dx: -2, dy: -3 }) +
      p.shape('<rect x="176" y="50" width="18" height="20" rx="3"/>', C.orange, { dx: -2, dy: -3 }) +
      p.shape('<rect x="198" y="40" width="16" height="30" rx="3"/>', C.yellow, { dx: -2, dy: -3 }) +
      p.shape('<circle cx="58" cy="56" r="13"/>', C.rose, { dx: -2, dy: -3 }),
    figure: { x: 92, y: 208, s: 0.76 },
    front: (p) =>
      p.shape('<circle cx="170" cy="160" r="13"/>', C.orange, { dx: -2, dy: -3 }) +
      p.shape('<circle cx="196" cy="156" r="12"/>', C.teal, { dx: -2, dy: -3 }) +
      p.shape('<circle cx="214" cy="166" r="10"/>', C.yellow, { dx: -2, dy: -3 }) +
      p.shape('<path d="M146 168 H232 L222 216 H156Z"/>', '#D9A46A', { dx: -4, dy: -5 }) +
      line('M150 182 H228 M153 198 H225', 2.4, '#9c6f43') +
      line('M170 168 V216 M190 168 V216 M210 168 V216', 2.4, '#9c6f43'),
  },
  // The Free Spirit: lazing in a hammock among the flowers.
  ICPF: {
    ring: C.rose,
    fill: '#FEF6D8',
    back: (p) =>
      hill(206, C.grass) +
      p.shape('<circle cx="202" cy="58" r="16"/>', C.yellow, { dx: -3, dy: -4 }) +
      p.shape('<rect x="22" y="70" width="16" height="150" rx="6"/>', C.wood, { dx: -3, dy: -4 }) +
      p.shape('<rect x="218" y="70" width="16" height="150" rx="6"/>', C.wood, { dx: -3, dy: -4 }) +
      line('M36 96 L66 150 M220 96 L190 150', 2.4) +
      flower(p, 60, 214, C.rose, 30) +
      flower(p, 200, 212, C.orangeLight, 30),
    figure: { x: 128, y: 198, s: 0.7 },
    front: (p) =>
      p.shape('<path d="M56 146 Q128 224 200 146 Q196 176 128 196 Q60 176 56 146Z"/>', C.teal, { dx: -3, dy: -5 }) +
      line('M76 170 Q128 206 182 170', 3, C.yellow),
  },
  // The Commander: sitting tall on a rock beside its flag.
  ICAS: {
    ring: C.orangeLight,
    fill: C.tealSoft,
    back: (p) =>
      hill(214, C.grass) +
      line('M84 150 V40', 4) +
      p.shape('<path d="M86 42 L136 54 L86 70Z"/>', C.orange, { dx: -2, dy: -3 }) +
      p.shape('<path d="M40 226 C50 180 80 160 128 156 C176 160 208 180 220 226Z"/>', '#B9B1A7', { dx: -5, dy: -6 }) +
      line('M98 190 L110 200 M164 186 L152 196', 2.4, '#7a7068') +
      sparkle(200, 70, 0.8) +
      sparkle(56, 96, 0.5),
    figure: { x: 144, y: 172, s: 0.74 },
  },
  // The Voyager: setting off over the mountains with a compass.
  ICAF: {
    ring: C.tealMid,
    fill: '#E3F7F3',
    back: (p) =>
      p.shape('<circle cx="198" cy="58" r="15"/>', C.yellow, { dx: -3, dy: -4 }) +
      p.shape('<path d="M-10 190 L64 80 L138 190Z"/>', '#8fb7a6', { dx: -5, dy: -6 }) +
      `<path d="M48 104 L64 80 L80 104 L72 100 L64 108 L56 100Z" fill="#fff" stroke="${INK}" stroke-width="2.4"/>` +
      p.shape('<path d="M110 190 L186 96 L266 190Z"/>', '#6fa08c', { dx: -5, dy: -6 }) +
      `<path d="M172 114 L186 96 L200 114 L192 110 L186 118 L180 110Z" fill="#fff" stroke="${INK}" stroke-width="2.4"/>` +
      hill(196, C.grass) +
      tuft(40, 226),
    figure: {
      x: 124,
      y: 218,
      s: 0.76,
      behind: (p, f) =>
        `<g transform="translate(30 ${f.chestY - 8})">` +
        p.shape('<rect x="-14" y="-22" width="28" height="42" rx="9"/>', C.orange, { dx: -3, dy: -4 }) +
        p.flat('<rect x="-10" y="-6" width="20" height="14" rx="4"/>', C.orangeLight, 2) +
        `</g>`,
      held: (p, f) =>
        `<g transform="translate(-30 ${f.chestY + 4})">` +
        p.shape('<circle cx="0" cy="0" r="12"/>', C.yellow, { dx: -2, dy: -2 }) +
        `<circle cx="0" cy="0" r="7.5" fill="${C.paper}" stroke="${INK}" stroke-width="1.6"/>` +
        `<path d="M0 -6 L2 0 L0 6 L-2 0Z" fill="${C.orange}"/>` +
        `</g>`,
    },
  },
};

/** All figures a little larger than the scenes were laid out for: they read better at phone size. */
const FIGURE_BOOST = 1.12;

export function drawPicture(code: string, species: Species): string {
  const prefix = `p${code.toLowerCase()}${species.slice(0, 2)}`;
  const p = new Pen(prefix);
  const scene = SCENES[code]!;
  const fig = FIGURES[species];
  const place = scene.figure;
  const s = +(place.s * fig.scale * FIGURE_BOOST).toFixed(3);
  const title = ARCHETYPES.find((a) => a.code === code)!.title;
  const clip = p.id();
  const figure =
    `<g transform="translate(${place.x} ${place.y})${place.rotate ? ` rotate(${place.rotate})` : ''} scale(${s})">` +
    (place.behind?.(p, fig) ?? '') +
    fig.draw(p) +
    (place.held?.(p, fig) ?? '') +
    `</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" role="img" aria-labelledby="${prefix}-t">` +
    `<title id="${prefix}-t">The ${title} (${code})</title><desc>${archetypePictureAlt(code, species).replace(/'/g, '&#39;')}.</desc>` +
    `<g stroke-linejoin="round" stroke-linecap="round">` +
    `<circle cx="128" cy="128" r="124" fill="${scene.ring}"/>` +
    `<circle cx="128" cy="128" r="112" fill="${scene.fill}"/>` +
    `<clipPath id="${clip}"><circle cx="128" cy="128" r="110.5"/></clipPath>` +
    `<g clip-path="url(#${clip})">${scene.back(p)}${figure}${scene.front?.(p) ?? ''}</g>` +
    `<circle cx="128" cy="128" r="112" fill="none" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="128" cy="128" r="124" fill="none" stroke="${INK}" stroke-width="3"/>` +
    `</g></svg>\n`
  );
}

/** The version in a picture's URL: the first 12 characters of its content's SHA-1 (base64url). */
export const contentVersion = (content: string) =>
  crypto.createHash('sha1').update(content).digest('base64url').slice(0, 12);

/** Every picture, by asset name (archetype-rcaf-dog), as this script draws it. */
export function drawAll(): Map<string, string> {
  const all = new Map<string, string>();
  for (const { code } of ARCHETYPES) {
    for (const species of SPECIES) all.set(archetypePictureName(code, species), drawPicture(code, species));
  }
  return all;
}

function main() {
  const check = process.argv.includes('--check');
  const versions: Record<string, string> = {};
  const stale: string[] = [];
  for (const [name, svg] of drawAll()) {
    versions[name] = contentVersion(svg);
    const file = path.join(ASSETS, `${name}.svg`);
    if (check) {
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== svg) stale.push(file);
    } else fs.writeFileSync(file, svg);
  }
  const body =
    "/** Generated by scripts/draw-archetype-pictures.ts: each archetype picture's content version (its URL's ?v=). */\n" +
    'export const ARCHETYPE_PICTURE_VERSIONS: Readonly<Record<string, string>> = {\n' +
    Object.entries(versions)
      .map(([k, v]) => `  '${k}': '${v}',`)
      .join('\n') +
    '\n};\n';
  if (check) {
    if (!fs.existsSync(VERSIONS) || fs.readFileSync(VERSIONS, 'utf8') !== body) stale.push(VERSIONS);
    if (stale.length) {
      console.error(`Out of date (run npx tsx scripts/draw-archetype-pictures.ts):\n${stale.join('\n')}`);
      process.exit(1);
    }
    console.log('All 80 archetype pictures are up to date.');
  } else {
    fs.writeFileSync(VERSIONS, body);
    console.log(`Wrote ${Object.keys(versions).length} pictures to ${path.relative(ROOT, ASSETS)}.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
