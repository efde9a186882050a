/**
 * The share card of a result as a PNG (docs/decisions/0040-share-previews-and-cards.md): laid out by
 * satori (flexbox to SVG, the text as glyph outlines in the app's font, Nunito), rasterised by resvg
 * on libuv's thread pool (`renderAsync`), so the event loop carries only satori's layout. Two sizes:
 * 1200x630 for link previews (Open Graph, Twitter's summary_large_image) and 1080x1920 for stories.
 * Pure: everything it draws comes in `CardData` (./card-data.ts builds it from a stored result).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { ASSETS_DIR } from '#server/lib/paths.ts';
import { TRAITS, scoreFillPercent, scoreLabel } from '#shared/archetypes.ts';

export type CardSize = 'card' | 'story';
export const CARD_SIZES: Record<CardSize, { width: number; height: number }> = {
  card: { width: 1200, height: 630 },
  story: { width: 1080, height: 1920 },
};
/**
 * Raised whenever the drawing below changes: part of every stored card's key, so cards drawn by an
 * older layout are drawn again rather than served.
 */
export const CARD_LAYOUT_REVISION = 3;

export interface CardTrait {
  name: string;
  low: string;
  high: string;
  score: number;
  label: string;
}

export interface CardData {
  petName: string;
  /** 'Dog', 'Cat'... or what the owner typed for another kind of pet. */
  speciesLabel: string;
  code: string;
  archetypeName: string;
  traits: CardTrait[];
  /** The pet's photo as a data URI (JPEG or PNG), or null. */
  photo: string | null;
  /** The species' own picture of the archetype (data URI), when there is one. */
  speciesPicture: string | null;
  /** The archetype's emblem (data URI), always there. */
  emblem: string;
  /** Where people find PawType: the public address's host, e.g. 'pawtype.app'. */
  site: string;
}

const C = {
  cream: '#fff8f0',
  sand: '#f5e6d6',
  ink: '#3b2a20',
  muted: '#6b5545',
  primary: '#c2410c',
  primaryStrong: '#9a3412',
  primarySoft: '#ffedd5',
  teal: '#0f766e',
  tealSoft: '#ccfbf1',
  white: '#ffffff',
};

// ---- fonts: Nunito (the app's face) as static WOFF files; satori reads TTF, OTF and WOFF, not WOFF2.
const require = createRequire(import.meta.url);
type Weight = 400 | 700 | 800 | 900;
const WEIGHTS: Weight[] = [400, 700, 800, 900];
let fonts: { name: string; data: Buffer; weight: Weight; style: 'normal' }[] | null = null;
function loadFonts() {
  if (fonts) return fonts;
  fonts = [];
  for (const subset of ['latin', 'latin-ext']) {
    for (const weight of WEIGHTS) {
      const file = require.resolve(`@fontsource/nunito/files/nunito-${subset}-${weight}-normal.woff`);
      fonts.push({ name: 'Nunito', data: fs.readFileSync(file), weight, style: 'normal' });
    }
  }
  return fonts;
}

// ---- a tiny element builder for satori (its input is React-element-shaped objects).
type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: Child | Child[]; src?: string; width?: number; height?: number };
}
type Child = Node | string | null | false;
const div = (style: Style, ...children: Child[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.filter((c) => c !== null && c !== false) },
});
const text = (style: Style, value: string): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: value },
});
const img = (src: string, size: number, style: Style = {}): Node => ({
  type: 'img',
  props: { src, width: size, height: size, style: { width: size, height: size, ...style } },
});

/** Font size for a name of this length in a box this wide (names run up to 60 characters). */
function nameSize(name: string, big: number): number {
  const n = [...name].length;
  if (n <= 10) return big;
  if (n <= 16) return Math.round(big * 0.82);
  if (n <= 26) return Math.round(big * 0.66);
  if (n <= 40) return Math.round(big * 0.52);
  return Math.round(big * 0.44);
}

/**
 * The pictures: the photo (or else the species' picture) in the circle, and beside the title the
 * species' picture when the circle holds the photo. The archetype's one shared emblem shows whatever
 * animal it was drawn with (a bird for the Voyager), so a dog's card never shows it beside a dog; it
 * is only the last resort when no species picture exists.
 */
export function cardPictures(d: CardData): { main: string; mainIsPhoto: boolean; beside: string | null } {
  if (d.photo) return { main: d.photo, mainIsPhoto: true, beside: d.speciesPicture ?? d.emblem };
  return { main: d.speciesPicture ?? d.emblem, mainIsPhoto: false, beside: null };
}

function portrait(d: CardData, size: number): Node {
  const p = cardPictures(d);
  return div(
    {
      width: size,
      height: size,
      borderRadius: '50%',
      border: `${Math.round(size / 28)}px solid ${C.white}`,
      background: C.primarySoft,
      overflow: 'hidden',
      alignItems: 'center',
      justifyContent: 'center',
    },
    p.mainIsPhoto ? img(p.main, size, { objectFit: 'cover' }) : img(p.main, Math.round(size * 0.78)),
  );
}

function traitBar(t: CardTrait, scale: number, width: number): Node {
  const fill = scoreFillPercent(t.score);
  return div(
    { flexDirection: 'column', width },
    div(
      { justifyContent: 'space-between', alignItems: 'baseline', width: '100%' },
      text({ fontSize: 26 * scale, fontWeight: 800, color: C.ink }, t.name),
      text({ fontSize: 24 * scale, fontWeight: 800, color: C.primaryStrong }, t.label),
    ),
    div(
      { marginTop: 8 * scale, height: 18 * scale, width: '100%', borderRadius: 9 * scale, background: C.sand },
      div({ width: `${fill}%`, height: '100%', borderRadius: 9 * scale, background: C.primary }),
    ),
    div(
      { justifyContent: 'space-between', width: '100%', marginTop: 4 * scale },
      text({ fontSize: 18 * scale, fontWeight: 700, color: C.muted }, t.low),
      text({ fontSize: 18 * scale, fontWeight: 700, color: C.muted }, t.high),
    ),
  );
}

function brand(scale: number, color = C.primary): Node {
  return div(
    { alignItems: 'center' },
    text({ fontSize: 34 * scale, fontWeight: 900, color, letterSpacing: -0.5 }, 'PawType'),
  );
}

function codeBadge(code: string, scale: number): Node {
  return text(
    {
      fontSize: 26 * scale,
      fontWeight: 900,
      color: C.white,
      background: C.ink,
      borderRadius: 10 * scale,
      padding: `${4 * scale}px ${14 * scale}px`,
      letterSpacing: 3 * scale,
    },
    code,
  );
}

function clamp(lines: number): Style {
  return { display: 'block', lineClamp: lines, overflow: 'hidden', textOverflow: 'ellipsis' };
}

/** 1200x630: the pet on the left, the archetype and its four traits on the right. */
function landscape(d: CardData): Node {
  const { beside } = cardPictures(d);
  const size = nameSize(d.petName, 60);
  return div(
    { width: 1200, height: 630, background: C.cream, fontFamily: 'Nunito', color: C.ink },
    div(
      {
        width: 430,
        height: 630,
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: C.primarySoft,
        paddingLeft: 36,
        paddingRight: 36,
      },
      portrait(d, 280),
      text(
        {
          marginTop: 24,
          fontSize: size,
          fontWeight: 900,
          lineHeight: 1.1,
          textAlign: 'center',
          maxWidth: 370,
          ...clamp(3),
        },
        d.petName,
      ),
      text(
        {
          marginTop: 14,
          fontSize: 22,
          fontWeight: 800,
          color: C.teal,
          background: C.tealSoft,
          borderRadius: 999,
          padding: '4px 16px',
          maxWidth: 340,
          ...clamp(1),
        },
        d.speciesLabel,
      ),
    ),
    div(
      {
        flexGrow: 1,
        flexDirection: 'column',
        paddingTop: 40,
        paddingRight: 52,
        paddingBottom: 32,
        paddingLeft: 48,
        justifyContent: 'space-between',
      },
      div(
        { alignItems: 'center' },
        beside ? img(beside, 124, { marginRight: 24 }) : null,
        div(
          { flexDirection: 'column', flexShrink: 1 },
          text({ fontSize: 24, fontWeight: 800, color: C.teal, letterSpacing: 3 }, 'PERSONALITY ARCHETYPE'),
          text({ fontSize: 50, fontWeight: 900, lineHeight: 1.05, marginTop: 2 }, `The ${d.archetypeName}`),
          div({ marginTop: 8 }, codeBadge(d.code, 0.85)),
        ),
      ),
      div(
        { flexDirection: 'column', gap: 12, width: 670, marginTop: 14 },
        ...d.traits.map((t) => traitBar(t, 0.86, 670)),
      ),
      div(
        { justifyContent: 'space-between', alignItems: 'center', width: '100%' },
        text({ fontSize: 20, fontWeight: 700, color: C.muted }, "Discover your pet's personality"),
        brand(1),
      ),
    ),
  );
}

/** 1080x1920: the same, stacked, for stories (and the file a phone shares). */
function portraitStory(d: CardData): Node {
  const { beside } = cardPictures(d);
  const size = nameSize(d.petName, 104);
  return div(
    {
      width: 1080,
      height: 1920,
      flexDirection: 'column',
      alignItems: 'center',
      background: C.cream,
      fontFamily: 'Nunito',
      color: C.ink,
    },
    div(
      {
        width: 1080,
        flexDirection: 'column',
        alignItems: 'center',
        background: C.primarySoft,
        paddingTop: 72,
        paddingBottom: 48,
        paddingLeft: 80,
        paddingRight: 80,
      },
      brand(1.6),
      div({ marginTop: 40 }, portrait(d, 420)),
      text(
        {
          marginTop: 36,
          fontSize: size,
          fontWeight: 900,
          lineHeight: 1.08,
          textAlign: 'center',
          maxWidth: 920,
          ...clamp(3),
        },
        d.petName,
      ),
      text(
        {
          marginTop: 20,
          fontSize: 34,
          fontWeight: 800,
          color: C.teal,
          background: C.tealSoft,
          borderRadius: 999,
          padding: '6px 26px',
          maxWidth: 800,
          ...clamp(1),
        },
        d.speciesLabel,
      ),
    ),
    div(
      {
        flexDirection: 'column',
        alignItems: 'center',
        width: 1080,
        paddingTop: 48,
        paddingLeft: 90,
        paddingRight: 90,
        flexGrow: 1,
      },
      div(
        { alignItems: 'center', justifyContent: 'center' },
        beside ? img(beside, 190, { marginRight: 34 }) : null,
        div(
          // Alone (no picture beside it) the title block is centred, like everything above it.
          { flexDirection: 'column', flexShrink: 1, alignItems: beside ? 'flex-start' : 'center' },
          text({ fontSize: 32, fontWeight: 800, color: C.teal, letterSpacing: 4 }, 'PERSONALITY ARCHETYPE'),
          text(
            { fontSize: 76, fontWeight: 900, lineHeight: 1.05, marginTop: 6, textAlign: beside ? 'left' : 'center' },
            `The ${d.archetypeName}`,
          ),
          div({ marginTop: 14 }, codeBadge(d.code, 1.4)),
        ),
      ),
      div(
        { flexDirection: 'column', gap: 24, width: 900, marginTop: 44 },
        ...d.traits.map((t) => traitBar(t, 1.35, 900)),
      ),
    ),
    div(
      {
        width: 1080,
        flexDirection: 'column',
        alignItems: 'center',
        paddingTop: 36,
        paddingBottom: 80,
        paddingLeft: 80,
        paddingRight: 80,
      },
      text({ fontSize: 36, fontWeight: 800, color: C.ink }, "What's your pet's personality?"),
      text({ fontSize: 32, fontWeight: 700, color: C.primaryStrong, marginTop: 10 }, `Find out at ${d.site}`),
    ),
  );
}

/** The card as SVG (satori's layout, text as outlines). */
export async function renderCardSvg(data: CardData, size: CardSize): Promise<string> {
  const { width, height } = CARD_SIZES[size];
  return satori(
    (size === 'card' ? landscape(data) : portraitStory(data)) as unknown as Parameters<typeof satori>[0],
    {
      width,
      height,
      fonts: loadFonts(),
    } as Parameters<typeof satori>[1],
  );
}

/** The card as PNG bytes. */
export async function renderCardPng(data: CardData, size: CardSize): Promise<Buffer> {
  const svg = await renderCardSvg(data, size);
  const rendered = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  // Encoded by sharp on the thread pool: resvg's own asPng() runs on the event loop and is 3-10x slower.
  const { width, height } = CARD_SIZES[size];
  return sharp(rendered.pixels, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

/** An SVG as a data URI (satori draws <img> sources from data URIs). */
export const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The four traits of a result in words, as the card shows them ('Very Independent'...). */
export function cardTraits(scores: Record<(typeof TRAITS)[number]['key'], number>): CardTrait[] {
  return TRAITS.map((t) => ({
    name: t.name,
    low: t.low,
    high: t.high,
    score: scores[t.key],
    label: scoreLabel(t, scores[t.key]),
  }));
}

/** A card of a made-up dog, for the bench (no database): the ICAF emblem from content/assets. */
export function sampleCardData(petName = 'Biscuit'): CardData {
  const emblem = svgDataUri(fs.readFileSync(path.join(ASSETS_DIR, 'archetype-icaf.svg'), 'utf8'));
  return {
    petName,
    speciesLabel: 'Dog',
    code: 'ICAF',
    archetypeName: 'Voyager',
    traits: cardTraits({ independence: 4, confidence: 3, activity: 4, flexibility: 3 }),
    photo: null,
    speciesPicture: null,
    emblem,
    site: 'localhost',
  };
}
