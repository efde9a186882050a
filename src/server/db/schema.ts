/**
 * The database schema: every entity of spec section 3, plus sessions, uploaded images and settings.
 * Migrations are generated from this file with `npm run db:generate` (drizzle-kit).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = (name = 'created_at') => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: id(),
  username: text('username').notNull().unique(),
  /** argon2id hash; never leaves the server. */
  password: text('password').notNull(),
  name: text('name'),
  email: text('email'),
  mbtiType: text('mbti_type'),
  createdAt: createdAt(),
});

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
  (t) => [index('sessions_user_id_idx').on(t.userId)],
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
    /** JSON object: trait key -> signed delta toward the trait's high pole. */
    traitScores: text('trait_scores').notNull(),
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
    .$type<Record<string, unknown>>()
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
  },
  (t) => [
    index('discussion_posts_board_idx').on(t.boardId, t.createdAt),
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

export const assessments = pgTable(
  'assessments',
  {
    id: id(),
    petName: text('pet_name').notNull(),
    petTypeId: integer('pet_type_id')
      .notNull()
      .references(() => petTypes.id),
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
    archetypeCode: text('archetype_code'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    independenceScore: integer('independence_score'),
    confidenceScore: integer('confidence_score'),
    activityScore: integer('activity_score'),
    flexibilityScore: integer('flexibility_score'),
    /** Set when the owner chose Share Results; /shared/{id} answers only then. */
    isShared: boolean('is_shared').notNull().default(false),
    /** The analyser's evidence, confidences and close calls. */
    analysis: jsonb('analysis').$type<Record<string, unknown>>(),
  },
  (t) => [index('assessments_user_date_idx').on(t.userId, t.date)],
);

export const assessmentTraits = pgTable(
  'assessment_traits',
  {
    id: id(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    traitId: integer('trait_id')
      .notNull()
      .references(() => traits.id),
    score: integer('score').notNull(),
  },
  (t) => [uniqueIndex('assessment_traits_unique').on(t.assessmentId, t.traitId)],
);
