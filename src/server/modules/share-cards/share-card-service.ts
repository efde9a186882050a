/**
 * Share cards of shared results, drawn once per row version (docs/decisions/0040-share-previews-and-cards.md):
 * - every request asks the database whether the assessment is shared and at which version (one indexed
 *   lookup), so unsharing, a rename, a new photo or a deletion shows on the very next fetch;
 * - a card drawn for that version (and this drawing: CARD_LAYOUT_REVISION and the pictures this
 *   process was seeded with) is served from this process's memory (least recently used out first),
 *   else from the share_cards table (drawn by any process), else drawn now, once: concurrent requests
 *   for the same card wait for the one drawing, and the PNG is stored for the other processes.
 */
import crypto from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { appAssets, shareCards, uploads } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import type { Catalog } from '#server/modules/catalog/index.ts';
import {
  sharedAssessmentRow,
  sharedAssessmentVersion,
  scoresOf,
  toShared,
  type AssessmentRow,
} from '#server/modules/assessments/index.ts';
import { keyFromImageUrl } from '#server/modules/uploads/index.ts';
import { RESULTS_NOT_FOUND } from '#shared/rules/assessments.ts';
import { speciesForPetType } from '#shared/pet-types.ts';
import {
  CARD_LAYOUT_REVISION,
  cardTraits,
  renderCardPng,
  svgDataUri,
  type CardData,
  type CardSize,
} from './render-card.ts';

export interface KeptCard {
  png: Buffer;
  /** The assessment's version and the drawing's revision. */
  revision: string;
  etag: string;
  renderedAt: Date;
}

/** Bytes of PNG kept in memory per process (a card is ~60-130 KiB: about 150 of them). */
export const CARD_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** A least-recently-used map bounded by the bytes of what it holds. */
export class ByteLru<V> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;
  constructor(
    private readonly maxBytes: number,
    private readonly cost: (v: V) => number,
  ) {}
  get(key: string): V | undefined {
    const v = this.entries.get(key);
    if (v === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, v);
    return v;
  }
  set(key: string, v: V): void {
    this.delete(key);
    const c = this.cost(v);
    if (c > this.maxBytes) return;
    this.entries.set(key, v);
    this.bytes += c;
    for (const [k, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= this.cost(old);
    }
  }
  delete(key: string): void {
    const v = this.entries.get(key);
    if (v === undefined) return;
    this.entries.delete(key);
    this.bytes -= this.cost(v);
  }
  get size(): number {
    return this.entries.size;
  }
}

/** The archetype pictures this process was seeded with, and a hash of them (part of every card's key). */
interface Pictures {
  byName: Map<string, string>;
  hash: string;
}

export class ShareCardService {
  private readonly cards = new ByteLru<KeptCard>(CARD_CACHE_MAX_BYTES, (c) => c.png.length);
  private readonly drawing = new Map<string, Promise<KeptCard>>();
  private pictures: Promise<Pictures> | null = null;
  /** Cards drawn by this process (tests read it: an unchanged card is never drawn twice). */
  rendered = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'publicUrl'>,
  ) {}

  /** The card of a shared assessment, or 404 'Results not found' (not shared, deleted, never was). */
  async card(catalog: Catalog, id: number, size: CardSize): Promise<KeptCard> {
    const version = await sharedAssessmentVersion(this.db, id);
    if (version === undefined) throw notFound(RESULTS_NOT_FOUND);
    const revision = await this.revisionOf(version);
    const key = `${id}:${size}`;
    const kept = this.cards.get(key);
    if (kept?.revision === revision) return kept;
    const flightKey = `${key}:${revision}`;
    let flight = this.drawing.get(flightKey);
    if (!flight) {
      flight = this.storedOrDrawn(catalog, id, size, revision).finally(() => this.drawing.delete(flightKey));
      this.drawing.set(flightKey, flight);
    }
    const card = await flight;
    this.cards.set(key, card);
    return card;
  }

  /** The ETag of the card a version would have (the preview page names the card by it). */
  async revisionOf(version: number): Promise<string> {
    const { hash } = await this.loadPictures();
    return `${version}.${CARD_LAYOUT_REVISION}.${hash}`;
  }

  private async storedOrDrawn(catalog: Catalog, id: number, size: CardSize, revision: string): Promise<KeptCard> {
    const [stored] = await this.db
      .select({ png: shareCards.png, createdAt: shareCards.createdAt })
      .from(shareCards)
      .where(and(eq(shareCards.assessmentId, id), eq(shareCards.size, size), eq(shareCards.revision, revision)))
      .limit(1);
    if (stored) return keptCard(id, size, revision, stored.png, stored.createdAt);
    const row = await sharedAssessmentRow(this.db, id);
    if (!row) throw notFound(RESULTS_NOT_FOUND);
    // The row may have moved on since the version was read: draw what it is now, under its own revision.
    const drawnRevision = await this.revisionOf(row.version);
    const png = await renderCardPng(await this.cardData(catalog, row), size);
    this.rendered += 1;
    const renderedAt = new Date();
    try {
      await this.db
        .insert(shareCards)
        .values({ assessmentId: id, size, revision: drawnRevision, png, createdAt: renderedAt })
        .onConflictDoUpdate({
          target: [shareCards.assessmentId, shareCards.size],
          set: { revision: drawnRevision, png, createdAt: renderedAt },
        });
    } catch {
      // Deleted meanwhile (the foreign key refuses it): the card is served this once and not kept.
    }
    return keptCard(id, size, drawnRevision, png, renderedAt);
  }

  private loadPictures(): Promise<Pictures> {
    this.pictures ??= (async () => {
      const rows = await this.db
        .select({ name: appAssets.name, content: appAssets.content })
        .from(appAssets)
        .where(like(appAssets.name, 'archetype-%'))
        .orderBy(sql`${appAssets.name}`);
      const hash = crypto.createHash('sha1');
      for (const r of rows) hash.update(r.name).update('\0').update(r.content).update('\0');
      return { byName: new Map(rows.map((r) => [r.name, r.content])), hash: hash.digest('base64url').slice(0, 10) };
    })().catch((err: unknown) => {
      this.pictures = null;
      throw err;
    });
    return this.pictures;
  }

  /** What the card shows, from the stored row (the same shaping as the public view). */
  async cardData(catalog: Catalog, row: AssessmentRow): Promise<CardData> {
    const { byName } = await this.loadPictures();
    const shared = toShared(catalog, row);
    const code = row.archetypeCode.toUpperCase();
    const species = speciesForPetType(row.petTypeId);
    const emblem = byName.get(`archetype-${code.toLowerCase()}`);
    const speciesPicture = byName.get(`archetype-${code.toLowerCase()}-${species}`);
    return {
      petName: row.petName,
      speciesLabel: shared.assessment.petTypeName,
      code,
      archetypeName: shared.assessment.archetypeName,
      traits: cardTraits(scoresOf(row)),
      photo: await this.photoOf(row.petPhoto),
      speciesPicture: speciesPicture ? svgDataUri(speciesPicture) : null,
      emblem: svgDataUri(emblem ?? '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'),
      site: this.config.publicUrl ? new URL(this.config.publicUrl).host : 'PawType',
    };
  }

  /** The stored photo, squared and bounded for the card, as a JPEG data URI (null: none or unreadable). */
  private async photoOf(url: string | null): Promise<string | null> {
    const key = keyFromImageUrl(url);
    if (!key) return null;
    const [upload] = await this.db.select({ data: uploads.data }).from(uploads).where(eq(uploads.key, key)).limit(1);
    if (!upload) return null;
    try {
      const jpeg = await sharp(upload.data)
        .resize({ width: 480, height: 480, fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffedd5' })
        .jpeg({ quality: 85 })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    } catch {
      return null;
    }
  }
}

function keptCard(id: number, size: CardSize, revision: string, png: Buffer, renderedAt: Date): KeptCard {
  return { png, revision, etag: `"${size}-${id}-${revision}"`, renderedAt };
}
