/**
 * How a trait's evidence maps to a score 1-4 and a confidence. Fitted on eval/pets-train.json alone
 * by scripts/calibrate-analyzer.ts, which prints the cross-validated figures and, with
 * --write, regenerates the CALIBRATION constant below. Never fitted on eval/pets-holdout.json.
 * The close-call rule is not part of this fit (see CLOSE_CALL). See
 * docs/decisions/0005-embedded-analyser.md.
 */
import type { TraitKey } from '#shared/archetypes.ts';

export interface TraitCalibration {
  /** The trait's strength is z = raw / (1 + evidence mass)^damping. */
  damping: number;
  /** z at or above which the letter is the high pole's (score 3 or 4). */
  boundary: number;
  /** z below which the score is 1. */
  low: number;
  /** z at or above which the score is 4. */
  high: number;
  /**
   * Confidence = 1 / (1 + exp(-(a + b * u))) with u the evidence-weighted margin (evidenceMargin()):
   * the letter's empirical accuracy (floor 0.5).
   */
  conf: { a: number; b: number };
}

export interface Calibration {
  traits: Record<TraitKey, TraitCalibration>;
  /** Cap on the confidence (no letter is certain). */
  maxConfidence: number;
  /**
   * A trait is a close call when its evidence-weighted margin (evidenceMargin()) is below this, or
   * when next to nothing was said about it. The confidence curve is shared by the four traits and
   * rises with the same margin, so every flagged trait shows a lower confidence than every unflagged
   * one (the cut is closeCallConfidence()).
   */
  closeCallMargin: number;
  /**
   * Evidence mass from which a trait's margin counts in full; below it the margin shrinks in
   * proportion (a letter carried by one or two cues is one misreading away from the other letter).
   */
  fullEvidenceMass: number;
  /** Where the numbers came from (printed by the calibration script). */
  source: string;
}

/** Evidence mass under which a trait has next to nothing said about it. */
export const NO_EVIDENCE_MASS = 1;

// BEGIN GENERATED (scripts/calibrate-analyzer.ts --write)
export const CALIBRATION: Calibration = {
  traits: {
    independence: { damping: 0.55, boundary: 0, low: -1.84, high: 1.94, conf: { a: 0.379, b: 2.76 } },
    confidence: { damping: 0.35, boundary: 0, low: -3.56, high: 1.76, conf: { a: 0.379, b: 2.76 } },
    activity: { damping: 0.35, boundary: 0, low: -1.9, high: 2.02, conf: { a: 0.379, b: 2.76 } },
    flexibility: { damping: 0.7, boundary: 0, low: -1.36, high: 1.42, conf: { a: 0.379, b: 2.76 } },
  },
  maxConfidence: 0.98,
  closeCallMargin: 0.825,
  fullEvidenceMass: 2,
  source: 'per-trait thresholds and damping, fitted on 652 train pets',
};
// END GENERATED

/**
 * How far a trait is from its letter boundary, |z - boundary|, shrunk in proportion when the evidence
 * is thin (mass under fullEvidenceMass): the confidence and the close-call flag both read this.
 */
export function evidenceMargin(margin: number, mass: number, cal: Calibration = CALIBRATION): number {
  const full = cal.fullEvidenceMass;
  return full > 0 && mass < full ? (margin * Math.max(0, mass)) / full : margin;
}

export function scoreFor(z: number, t: TraitCalibration): 1 | 2 | 3 | 4 {
  if (z >= t.boundary) return z >= t.high ? 4 : 3;
  return z < t.low ? 1 : 2;
}

/** Empirical probability that the letter is right; a trait with no evidence stays near 0.05. */
export function confidenceFor(margin: number, mass: number, t: TraitCalibration, cal: Calibration): number {
  const { a, b } = t.conf;
  // The chosen letter is never less likely than the other one: the curve is floored at 0.5.
  const u = evidenceMargin(margin, mass, cal);
  const p = Math.min(cal.maxConfidence, Math.max(0.5, 1 / (1 + Math.exp(-(a + b * u)))));
  if (mass >= NO_EVIDENCE_MASS) return p;
  // Next to no evidence: from 0.05 (nothing said) halfway toward the calibrated value.
  return 0.05 + (p - 0.05) * Math.max(0, mass / NO_EVIDENCE_MASS) * 0.5;
}

/**
 * The close-call flag: the trait's evidence-weighted margin under the fitted one, or next to no
 * evidence.
 */
export function isCloseCall(margin: number, mass: number, cal: Calibration = CALIBRATION): boolean {
  return evidenceMargin(margin, mass, cal) < cal.closeCallMargin || mass < NO_EVIDENCE_MASS;
}

/** The confidence at the close-call margin: flagged traits show less, unflagged ones at least this. */
export function closeCallConfidence(cal: Calibration = CALIBRATION): number {
  const t = cal.traits.independence;
  return confidenceFor(cal.closeCallMargin, Math.max(NO_EVIDENCE_MASS, cal.fullEvidenceMass), t, cal);
}
