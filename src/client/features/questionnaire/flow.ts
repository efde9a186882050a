/**
 * The questionnaire's flow (docs/product-rules.md, The questionnaire; decision 0008): ONE table gives the order of
 * the steps, how they are numbered ('Question N of 16'), where Next and back go, and when the
 * multiple-choice fallback applies. Pure: no React, no browser.
 *
 * Adding a step = a component in steps/<step>.tsx (listed in steps/index.ts) + one row here.
 */
import { TEXT_QUESTIONS } from '#shared/questions.ts';
import { OTHER_PET_TYPE_ID } from '#shared/pet-types.ts';

/** Six or more blank text answers (of TEXT_QUESTION_COUNT): ask the multiple-choice questions as a fallback. */
export const CHOICE_FALLBACK_BLANKS = 6;

/** A multiple-choice answer. */
export interface Choice {
  questionId: number;
  optionId: number;
}

/** What the flow reads of the draft (a Draft fits). */
export interface FlowDraft {
  /** The pet type came with the link (?skip_pet_type=true&pet_type=N). */
  petTypeSkipped: boolean;
  /** 'Assess Maple again': the pet's type, breed, name and rescue are known; only its age is asked. */
  petKnown?: boolean;
  texts: readonly string[];
  choices: readonly Choice[];
}

export interface FlowContext {
  draft: FlowDraft;
  /** How many multiple-choice questions the pet type has (0 while they load or when it has none). */
  choiceCount: number;
}

/** Leaves the questionnaire for the home page. */
export const HOME = 'home';
/** Sends the answers. */
export const SUBMIT = 'submit';

/** A change to the draft that comes with a move (the multiple-choice answers). */
export type FlowPatch = { choices?: Choice[] };

interface FlowRow {
  kind: string;
  /** Screens of the step: 1 unless it repeats (a number, or from the context). */
  screens?: number | ((ctx: FlowContext) => number);
  /**
   * Numbering: rows without it are numbered one after another and make up the total ('of 16');
   * a row with it is numbered from there and adds nothing to the total.
   */
  numberedFrom?: number;
  /** The row is part of the flow only when this holds. */
  when?: (ctx: FlowContext) => boolean;
  /** Draft change when Next enters the row from the row before. */
  onEnter?: () => FlowPatch;
  /** Where back goes from the row's first screen (a step's kind, or HOME), when not to the previous row. */
  back?: (ctx: FlowContext) => string;
  /** Draft change when going back from any screen of the row. */
  onBack?: (ctx: FlowContext) => FlowPatch;
}

export function needsChoiceFallback(draft: FlowDraft): boolean {
  return draft.texts.filter((t) => t.trim() === '').length >= CHOICE_FALLBACK_BLANKS;
}

/** The table: the steps in order. Back from the first row goes home. */
const unknownPet = ({ draft }: FlowContext) => !draft.petKnown;

export const FLOW = [
  { kind: 'petType', when: unknownPet },
  // Home instead of the pet type when the type came with the link.
  { kind: 'breed', when: unknownPet, back: ({ draft }) => (draft.petTypeSkipped ? HOME : 'petType') },
  // 'Assess again' starts here: the one profile answer that changes (back goes home).
  { kind: 'age' },
  { kind: 'name', when: unknownPet },
  { kind: 'rescue', when: unknownPet },
  { kind: 'text', screens: TEXT_QUESTIONS.length },
  // Decision 0008: only when 6+ text answers are blank and the pet type has questions;
  // 'Question {7+index} of 16'; back drops the last answer.
  {
    kind: 'choices',
    screens: ({ choiceCount }) => choiceCount,
    numberedFrom: 7,
    when: ({ draft }) => needsChoiceFallback(draft),
    onEnter: () => ({ choices: [] }),
    onBack: ({ draft }) => ({ choices: draft.choices.slice(0, -1) }),
  },
] as const satisfies readonly FlowRow[];

type Row = (typeof FLOW)[number];
export type StepKind = Row['kind'];
/** Steps with several screens carry the screen's index. */
type RepeatedKind = Extract<Row, { screens: unknown }>['kind'];
export type Step = { kind: Exclude<StepKind, RepeatedKind> } | { kind: RepeatedKind; index: number };
export type Target = Step | typeof HOME;
export interface Move<T> {
  to: T;
  patch: FlowPatch;
}

const rows: readonly FlowRow[] = FLOW;

function rowIndex(kind: string): number {
  const i = rows.findIndex((r) => r.kind === kind);
  if (i < 0) throw new Error(`Unknown questionnaire step: ${kind}`);
  return i;
}

function screensOf(row: FlowRow, ctx: FlowContext): number {
  const { screens = 1 } = row;
  return typeof screens === 'number' ? screens : screens(ctx);
}

function applies(row: FlowRow, ctx: FlowContext): boolean {
  return (row.when?.(ctx) ?? true) && screensOf(row, ctx) > 0;
}

function stepAt(row: FlowRow, index: number): Step {
  return (row.screens === undefined ? { kind: row.kind } : { kind: row.kind, index }) as Step;
}

export function indexOf(step: Step): number {
  return 'index' in step ? step.index : 0;
}

export const FIRST_STEP: Step = stepAt(rows[0]!, 0);

/** Is this a step of the table (a draft saved by an older version may name one that is gone)? */
export function isStep(value: unknown): value is Step {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, index } = value as { kind?: unknown; index?: unknown };
  const row = rows.find((r) => r.kind === kind);
  if (!row) return false;
  return row.screens === undefined ? index === undefined : Number.isInteger(index) && (index as number) >= 0;
}

/** 'Question N of QUESTION_TOTAL': the rows numbered one after another. */
export const QUESTION_TOTAL = rows
  .filter((r) => r.numberedFrom === undefined)
  .reduce((sum, r) => sum + (typeof r.screens === 'function' ? 0 : (r.screens ?? 1)), 0);

/** N of 'Question N of 16'. */
export function questionNumber(step: Step): number {
  const i = rowIndex(step.kind);
  const row = rows[i]!;
  if (row.numberedFrom !== undefined) return row.numberedFrom + indexOf(step);
  const before = rows
    .slice(0, i)
    .filter((r) => r.numberedFrom === undefined)
    .reduce((sum, r) => sum + (typeof r.screens === 'function' ? 0 : (r.screens ?? 1)), 0);
  return before + 1 + indexOf(step);
}

/** Next from a step: its next screen, else the first screen of the next row that applies, else the submission. */
export function nextStep(step: Step, ctx: FlowContext): Move<Step | typeof SUBMIT> {
  const i = rowIndex(step.kind);
  const index = indexOf(step);
  if (index + 1 < screensOf(rows[i]!, ctx)) return { to: stepAt(rows[i]!, index + 1), patch: {} };
  for (const row of rows.slice(i + 1)) {
    if (applies(row, ctx)) return { to: stepAt(row, 0), patch: row.onEnter?.() ?? {} };
  }
  return { to: SUBMIT, patch: {} };
}

/** Back from a step: its previous screen, else the row's own rule, else the previous row's last screen, else home. */
export function previousStep(step: Step, ctx: FlowContext): Move<Target> {
  const i = rowIndex(step.kind);
  const row = rows[i]!;
  const index = indexOf(step);
  const patch = row.onBack?.(ctx) ?? {};
  if (index > 0) return { to: stepAt(row, index - 1), patch };
  if (row.back) {
    const to = row.back(ctx);
    if (to === HOME) return { to: HOME, patch };
    const target = rows[rowIndex(to)]!;
    return { to: stepAt(target, screensOf(target, ctx) - 1), patch };
  }
  for (const prev of rows.slice(0, i).reverse()) {
    if (applies(prev, ctx)) return { to: stepAt(prev, screensOf(prev, ctx) - 1), patch };
  }
  return { to: HOME, patch };
}

/**
 * Where a link starts the questionnaire: ?skip_pet_type=true&pet_type=N (1-5) starts at the breed
 * with the type chosen; anything else at the first step (null).
 */
export function entryFromLink(
  params: URLSearchParams,
): { step: Step; petTypeChoice: string; petTypeSkipped: true } | null {
  const skip = params.get('skip_pet_type') === 'true';
  const type = Number(params.get('pet_type'));
  if (!skip || !Number.isInteger(type) || type < 1 || type > 5) return null;
  return {
    step: { kind: 'breed' },
    petTypeChoice: type === OTHER_PET_TYPE_ID ? 'other' : String(type),
    petTypeSkipped: true,
  };
}
