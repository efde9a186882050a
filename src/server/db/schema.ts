/**
 * The database schema: the product's entities (docs/product-rules.md), plus sessions, uploaded images,
 * settings, reports, moderation actions and survey sends.
 * Migrations are generated from this file with `npm run db:generate` (drizzle-kit).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChoiceScores } from '#shared/contracts/catalog.ts';
import type { StoredAnalysis } from '#shared/contracts/assessments.ts';
import type { StoredArchetypeContent } from '#content/schema.ts';
import { ROLES } from '#shared/roles.ts';
import { NOTIFICATION_KINDS } from '#shared/rules/notifications.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = (name = 'created_at') => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull().unique(),
    /** argon2id hash; never leaves the server. */
    password: text('password').notNull(),
    name: text('name'),
    email: text('email'),
    mbtiType: text('mbti_type'),
    /** When the owner opened a link sent to `email` (null: never confirmed); docs/decisions/0038. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** 'member', 'moderator' or 'admin' (src/shared/roles.ts); the admin is user 1 and the only one. */
    role: text('role', { enum: ROLES }).notNull().default('member'),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('member', 'moderator', 'admin')`),
    // At most one admin: a second row with role 'admin' is refused by the database itself.
    uniqueIndex('users_one_admin')
      .on(t.role)
      .where(sql`${t.role} = 'admin'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random token the cookie carries. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** Random public key used in the image URL (/api/images/{key}). */
    key: text('key').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_id_idx').on(t.userId)],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: createdAt('updated_at'),
});

export const appAssets = pgTable('app_assets', {
  id: id(),
  name: text('name').notNull().unique(),
  content: text('content').notNull(),
  contentType: text('content_type').notNull(),
  description: text('description'),
});

export const petTypes = pgTable('pet_types', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const questions = pgTable(
  'questions',
  {
    id: id(),
    petTypeId: integer('pet_type_id')
      .notNull()
      .references(() => petTypes.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    imageUrl: text('image_url'),
    order: integer('order').notNull(),
  },
  (t) => [index('questions_pet_type_idx').on(t.petTypeId, t.order)],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    value: text('value').notNull(),
    /** Trait key -> signed delta toward the trait's high pole. */
    traitScores: jsonb('trait_scores').$type<ChoiceScores>().notNull(),
  },
  (t) => [index('question_options_question_idx').on(t.questionId)],
);

export const traits = pgTable('traits', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
});

export const archetypes = pgTable('archetypes', {
  id: id(),
  /** The title, e.g. 'Guardian'. */
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  /** Null: the archetype applies to every pet type. */
  petTypeId: integer('pet_type_id').references(() => petTypes.id, { onDelete: 'set null' }),
  /** The curated content (overview, tips, famous animals, compatibility...), see content/schema.ts. */
  content: jsonb('content')
    .$type<StoredArchetypeContent>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

export const archetypeTraits = pgTable(
  'archetype_traits',
  {
    id: id(),
    archetypeId: integer('archetype_id')
      .notNull()
      .references(() => archetypes.id, { onDelete: 'cascade' }),
    traitId: integer('trait_id')
      .notNull()
      .references(() => traits.id, { onDelete: 'cascade' }),
    minScore: integer('min_score').notNull(),
    maxScore: integer('max_score').notNull(),
  },
  (t) => [uniqueIndex('archetype_traits_unique').on(t.archetypeId, t.traitId)],
);

export const recommendations = pgTable(
  'recommendations',
  {
    id: id(),
    archetypeId: integer('archetype_id')
      .notNull()
      .references(() => archetypes.id, { onDelete: 'cascade' }),
    /** 'activity' or 'care_tip'. */
    type: text('type').notNull(),
    text: text('text').notNull(),
    icon: text('icon'),
    /** Null: for every species; otherwise 'dog', 'cat', 'bird', 'rabbit' or 'other'. */
    species: text('species'),
  },
  (t) => [index('recommendations_archetype_idx').on(t.archetypeId, t.type)],
);

export const starSigns = pgTable('star_signs', {
  id: id(),
  name: text('name').notNull().unique(),
  dates: text('dates').notNull(),
  startMonth: integer('start_month').notNull(),
  startDay: integer('start_day').notNull(),
  endMonth: integer('end_month').notNull(),
  endDay: integer('end_day').notNull(),
  description: text('description').notNull(),
  compatibility: text('compatibility').notNull(),
});

export const humanTypes = pgTable('human_types', {
  id: id(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
});

export const discussionBoards = pgTable(
  'discussion_boards',
  {
    id: id(),
    archetypeId: integer('archetype_id')
      .notNull()
      .references(() => archetypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('discussion_boards_archetype_idx').on(t.archetypeId)],
);

export const discussionPosts = pgTable(
  'discussion_posts',
  {
    id: id(),
    boardId: integer('board_id')
      .notNull()
      .references(() => discussionBoards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => discussionPosts.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Full-text search vector of the content (English stemming), kept by PostgreSQL itself. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', content)`),
  },
  (t) => [
    index('discussion_posts_board_idx').on(t.boardId, t.createdAt),
    index('discussion_posts_board_thread_idx').on(t.boardId, t.parentId, t.id),
    index('discussion_posts_search_idx').using('gin', t.search),
    index('discussion_posts_parent_idx').on(t.parentId),
    index('discussion_posts_user_idx').on(t.userId),
  ],
);

export const discussionBoardMembers = pgTable(
  'discussion_board_members',
  {
    id: id(),
    boardId: integer('board_id')
      .notNull()
      .references(() => discussionBoards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: createdAt('joined_at'),
  },
  (t) => [
    uniqueIndex('discussion_board_members_unique').on(t.boardId, t.userId),
    index('discussion_board_members_user_idx').on(t.userId),
  ],
);

/**
 * An owner's pet (issue 24, decision 0042): created by its first assessment, linked by the next ones.
 * The profile columns hold what the newest assessment said; the photo is the owner's own choice for
 * the pet page (null: the newest assessment's photo shows).
 */
export const pets = pgTable(
  'pets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    petTypeId: integer('pet_type_id')
      .notNull()
      .references(() => petTypes.id),
    /** The species typed for 'Other' (from the newest assessment's pet_type_other). */
    petTypeOther: text('pet_type_other'),
    breed: text('breed'),
    age: integer('age'),
    ageUnknown: boolean('age_unknown').notNull().default(false),
    birthMonth: integer('birth_month'),
    birthDay: integer('birth_day'),
    isRescue: boolean('is_rescue').notNull().default(false),
    /** URL of a photo the owner chose for the pet (/api/images/{key}); null: the newest assessment's. */
    photo: text('photo'),
    createdAt: createdAt(),
  },
  (t) => [index('pets_user_idx').on(t.userId, t.id)],
);

/** A day of 'This week with <pet>' the owner ticked: one row per pet, ISO week and day (0 = Monday). */
export const petPlanTicks = pgTable(
  'pet_plan_ticks',
  {
    id: id(),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    /** ISO week, e.g. '2026-W48'. */
    week: text('week').notNull(),
    day: integer('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pet_plan_ticks_unique').on(t.petId, t.week, t.day)],
);

export const assessments = pgTable(
  'assessments',
  {
    id: id(),
    petName: text('pet_name').notNull(),
    petTypeId: integer('pet_type_id')
      .notNull()
      .references(() => petTypes.id),
    /** What the owner typed for 'Other (specify)' ("Guinea pig"), trimmed; null for the listed types. */
    petTypeOther: text('pet_type_other'),
    petBreed: text('pet_breed'),
    petAge: integer('pet_age'),
    petAgeUnknown: boolean('pet_age_unknown').notNull().default(false),
    petBirthMonth: integer('pet_birth_month'),
    petBirthDay: integer('pet_birth_day'),
    petIsRescue: boolean('pet_is_rescue').notNull().default(false),
    /** URL of the stored photo (/api/images/{key}), never a data URL. */
    petPhoto: text('pet_photo'),
    textResponses: jsonb('text_responses').$type<string[]>(),
    archetypeId: integer('archetype_id')
      .notNull()
      .references(() => archetypes.id),
    archetypeCode: text('archetype_code').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The pet this assessment is of (decision 0042); deleting the pet deletes its assessments. */
    petId: integer('pet_id').references((): AnyPgColumn => pets.id, { onDelete: 'cascade' }),
    /** The four trait scores (1-4): the one stored form of an assessment's result. */
    independenceScore: integer('independence_score').notNull(),
    confidenceScore: integer('confidence_score').notNull(),
    activityScore: integer('activity_score').notNull(),
    flexibilityScore: integer('flexibility_score').notNull(),
    /** Set when the owner chose Share Results; /shared/{id} answers only then. */
    isShared: boolean('is_shared').notNull().default(false),
    /** The analyser's evidence, confidences and close calls (the scores live in the columns above). */
    analysis: jsonb('analysis').$type<StoredAnalysis>(),
    /**
     * Raised by a trigger on every change of the row (drizzle/0004_assessment_versions.sql), whoever
     * makes it: an answer built from the row at one version is the answer at that version.
     */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('assessments_user_date_idx').on(t.userId, t.date),
    index('assessments_pet_date_idx').on(t.petId, t.date),
  ],
);

/** A user's report of a post or reply (one per user per post); open until the admin acts on it. */
export const postReports = pgTable(
  'post_reports',
  {
    id: id(),
    postId: integer('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    /** Set when the admin dismissed the reports of this post. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('post_reports_post_user_unique').on(t.postId, t.userId),
    index('post_reports_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);

/** What the admin did and when: deleted a user or a post, dismissed reports. Kept after the target is gone. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: id(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'delete_user', 'delete_post', 'dismiss_reports'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** A short description of the target at the time (e.g. the username, the post's first words). */
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt)],
);

/** Every survey e-mail the admin sent or tried to send. */
export const surveySends = pgTable(
  'survey_sends',
  {
    id: id(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** 'sent' or 'failed'. */
    outcome: text('outcome').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('survey_sends_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * The first answer to a write sent with an `Idempotency-Key` header (assessment submissions, new
 * posts), per user and key: a repeat gets the same answer instead of a second write, on any process.
 * `status` is null while the first request is still running. Purged after `expires_at` by the
 * housekeeping (#server/housekeeping.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and route pattern: the same key on another operation is another request. */
    operation: text('operation').notNull(),
    /** SHA-256 of the request body: a different body with the same key is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    /** The JSON answer as sent. */
    response: text('response'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key').on(t.userId, t.operation, t.key),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One-time links sent by e-mail (docs/decisions/0038-account-tokens.md): a password reset, a new
 * address to confirm (email_change, with the new address) or the current one (email_confirm). Only the
 * token's SHA-256 is stored; a token works once (used_at), until expires_at, and a newer one of the
 * same kind for the same user replaces it.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    /** 'password_reset' | 'email_change' | 'email_confirm'. */
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address an email_change moves to; null for the other kinds. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_user_kind_idx').on(t.userId, t.kind),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Share cards already drawn (docs/decisions/0040-share-previews-and-cards.md): one PNG per assessment
 * and size, for the row version and drawing (`revision`) it was made from, so every process serves a
 * card drawn once by any of them. Removed with its assessment.
 */
export const shareCards = pgTable(
  'share_cards',
  {
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** 'card' (1200x630) or 'story' (1080x1920). */
    size: text('size').notNull(),
    /** The assessment's version and the drawing's revision the PNG was made from. */
    revision: text('revision').notNull(),
    png: bytea('png').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('share_cards_assessment_size_unique').on(t.assessmentId, t.size)],
);

/**
 * 'Where my pet stands' (docs/decisions/0041-species-norms.md): per species, aggregates of the stored
 * assessments (how many pets have each score of each trait, each archetype), recomputed every
 * NORMS_REFRESH_SECONDS by one process at a time and read by requests. Never a single owner's data.
 */
export const speciesNorms = pgTable('species_norms', {
  species: text('species').primaryKey(),
  /** Pets counted (each pet once: its latest assessment). */
  pets: integer('pets').notNull(),
  /** { traits: { independence: [n1, n2, n3, n4], ... }, archetypes: { ICAF: n, ... } } */
  counts: jsonb('counts').$type<NormCounts>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface NormCounts {
  traits: Record<'independence' | 'confidence' | 'activity' | 'flexibility', [number, number, number, number]>;
  archetypes: Record<string, number>;
}

/**
 * The server's VAPID key pair for Web Push (docs/decisions/0047-web-push.md): made by the first process
 * that starts and kept here, so that every process signs with the same key the browsers subscribed
 * with. One row (id 1): concurrent first starts insert `on conflict do nothing`, then read the winner.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    /** base64url: the uncompressed P-256 public key (65 bytes) and the private scalar (32 bytes). */
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * A device's push subscription (the browser's PushSubscription): where its push service takes
 * messages for it and the keys they are encrypted with. One row per endpoint (a device that signs in
 * as someone else moves to that account); removed with the account, when the owner turns push off,
 * and when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** base64url: the subscription's P-256 public key and its 16-byte auth secret. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** The last time its push service accepted a message (null: never yet). */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * What an owner is told (docs/decisions/0045-notifications.md): replies to their post or in a thread
 * they joined (folded: one unread row per thread, its id renewed on every reply so the newest activity
 * sorts first), a moderator's removal of their post (with the reason), a report of theirs handled.
 * Written in the transaction of the write that causes it; gone with the account (and with the thread).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    boardId: integer('board_id').references(() => discussionBoards.id, { onDelete: 'cascade' }),
    /** The thread (top-level post) a reply notification is about: the notification goes with it. */
    threadId: integer('thread_id').references((): AnyPgColumn => discussionPosts.id, { onDelete: 'cascade' }),
    /** The post to open and highlight (the newest reply); null once it is gone. */
    postId: integer('post_id').references((): AnyPgColumn => discussionPosts.id, { onDelete: 'set null' }),
    /** Replies folded into this notification. */
    count: integer('count').notNull().default(1),
    /** The first words of the post it is about (kept: a removed post is gone). */
    excerpt: text('excerpt').notNull(),
    /** Who wrote the newest reply (display name at the time). */
    actorName: text('actor_name'),
    /** post_removed: the reason; report_handled: 'removed' or 'kept'. */
    detail: text('detail'),
    /** post_removed: the removed post was a reply. */
    isReply: boolean('is_reply').notNull().default(false),
    createdAt: createdAt(),
    /** The newest activity folded in. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last push for this notification went out (replies buzz at most once per fold window). */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.readAt} is null`),
    // One unread notification per thread per owner: replies fold into it.
    uniqueIndex('notifications_one_unread_thread')
      .on(t.userId, t.threadId)
      .where(
        sql`${t.readAt} is null and ${t.threadId} is not null and ${t.kind} in ('reply_to_post', 'reply_in_thread')`,
      ),
    index('notifications_thread_idx').on(t.threadId),
    index('notifications_post_idx').on(t.postId),
  ],
);

/** An owner's choices per kind and channel; no row means the defaults (all on). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  repliesInApp: boolean('replies_in_app').notNull().default(true),
  repliesPush: boolean('replies_push').notNull().default(true),
  repliesEmail: boolean('replies_email').notNull().default(true),
  moderationInApp: boolean('moderation_in_app').notNull().default(true),
  moderationPush: boolean('moderation_push').notNull().default(true),
  moderationEmail: boolean('moderation_email').notNull().default(true),
  /** When the last summary e-mail was sent (at most one in SUMMARY_EVERY_HOURS). */
  lastSummaryAt: timestamp('last_summary_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The one-click unsubscribe links of the summary e-mails: a random token travels in the link, only its
 * SHA-256 is kept; every link keeps working (unsubscribing twice is harmless) for UNSUBSCRIBE_LINK_DAYS.
 */
export const notificationUnsubscribeTokens = pgTable(
  'notification_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('notification_unsubscribe_tokens_created_idx').on(t.createdAt)],
);
