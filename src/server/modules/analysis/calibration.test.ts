import { describe, it, expect } from 'vitest';
import { TRAIT_KEYS } from '#shared/archetypes.ts';
import {
  CALIBRATION,
  NO_EVIDENCE_MASS,
  closeCallConfidence,
  confidenceFor,
  evidenceMargin,
  isCloseCall,
  scoreFor,
} from './calibration.ts';

describe('calibration', () => {
  it('orders the thresholds of every trait: low < boundary <= high', () => {
    for (const k of TRAIT_KEYS) {
      const t = CALIBRATION.traits[k];
      expect(t.low).toBeLessThan(t.boundary);
      expect(t.high).toBeGreaterThan(t.boundary);
      expect(t.damping).toBeGreaterThan(0);
      expect(scoreFor(t.low - 0.01, t)).toBe(1);
      expect(scoreFor(t.boundary - 0.01, t)).toBe(2);
      expect(scoreFor(t.boundary, t)).toBe(3);
      expect(scoreFor(t.high, t)).toBe(4);
    }
  });

  it('gives more confidence the further the evidence is from the boundary, within 0..1', () => {
    for (const k of TRAIT_KEYS) {
      const t = CALIBRATION.traits[k];
      let last = 0;
      for (const m of [0, 0.5, 1, 2, 4, 8]) {
        const c = confidenceFor(m, 5, t, CALIBRATION);
        expect(c).toBeGreaterThanOrEqual(last);
        expect(c).toBeLessThanOrEqual(CALIBRATION.maxConfidence);
        last = c;
      }
      expect(confidenceFor(0, 0, t, CALIBRATION)).toBeLessThan(0.2);
    }
  });

  it('flags a close call near the boundary or with next to no evidence, not far from it', () => {
    const m = CALIBRATION.closeCallMargin;
    expect(isCloseCall(0.05, 3)).toBe(true);
    expect(isCloseCall(m - 0.01, 3)).toBe(true);
    expect(isCloseCall(m, 3)).toBe(false);
    expect(isCloseCall(5, 30)).toBe(false);
    expect(isCloseCall(5, NO_EVIDENCE_MASS / 2)).toBe(true);
  });

  it('flags a letter carried by thin evidence even when it is clear of the boundary', () => {
    // The fit chooses fullEvidenceMass from a grid that includes 0 (no shrinking: since the text
    // model's lean counts as evidence, the plain margin flags as well); the mechanism is tested with a
    // calibration that uses it.
    const cal = { ...CALIBRATION, fullEvidenceMass: 2 };
    const full = cal.fullEvidenceMass;
    const m = cal.closeCallMargin;
    const t = cal.traits.independence;
    expect(full).toBeGreaterThanOrEqual(NO_EVIDENCE_MASS);
    expect(evidenceMargin(m * 1.2, full, cal)).toBeCloseTo(m * 1.2);
    // One or two cues at 1.2x the margin: half the full evidence halves the margin, so it is a close call.
    expect(isCloseCall(m * 1.2, full / 2, cal)).toBe(true);
    expect(isCloseCall(m * 1.2, full, cal)).toBe(false);
    expect(confidenceFor(m * 1.2, full / 2, t, cal)).toBeLessThan(closeCallConfidence(cal));
    expect(confidenceFor(m * 1.2, full, t, cal)).toBeGreaterThan(confidenceFor(m * 1.2, full / 2, t, cal));
  });

  it('with the shipped fit, still flags a trait next to nothing was said about', () => {
    expect(isCloseCall(5, 0)).toBe(true);
    // Enough evidence to count in full (the fitted mass, at least the minimum) and a margin past the cut.
    const full = Math.max(NO_EVIDENCE_MASS, CALIBRATION.fullEvidenceMass);
    expect(isCloseCall(CALIBRATION.closeCallMargin * 1.2, full)).toBe(false);
    expect(isCloseCall(CALIBRATION.closeCallMargin * 1.2, NO_EVIDENCE_MASS / 2)).toBe(true);
  });

  it('makes the flag a cut on the confidence: every flagged trait shows less than every unflagged one', () => {
    const cut = closeCallConfidence();
    expect(cut).toBeGreaterThan(0.6);
    expect(cut).toBeLessThan(CALIBRATION.maxConfidence);
    for (const k of TRAIT_KEYS) {
      const t = CALIBRATION.traits[k];
      for (const [margin, mass] of [
        [0, 5],
        [CALIBRATION.closeCallMargin - 0.001, 5],
        [3, 0.2],
        [0.3, 0],
      ] as const) {
        expect(isCloseCall(margin, mass)).toBe(true);
        expect(confidenceFor(margin, mass, t, CALIBRATION)).toBeLessThan(cut);
      }
      for (const margin of [CALIBRATION.closeCallMargin, 1, 4]) {
        expect(isCloseCall(margin, 5)).toBe(false);
        expect(confidenceFor(margin, 5, t, CALIBRATION)).toBeGreaterThanOrEqual(cut);
      }
    }
  });
});
