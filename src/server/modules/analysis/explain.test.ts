import { describe, expect, it } from 'vitest';
import { explain, parseArgs } from '../../../../scripts/explain-analysis.ts';

describe('npm run explain', () => {
  it('names the cues that fired on the answer and what each added, and the text model lean', () => {
    const lines = explain(parseArgs(['Hides under the bed when visitors come', '--question', 'new-people']));
    expect(lines[0]).toBe("Answer to 'new-people' for a dog:");
    expect(lines.some((l) => /^ {2}\[hides\] behaviour "Hides": confidence -\d/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('  [people] topic "visitors"'))).toBe(true);
    expect(lines).toContain('Text model lean (learned words, text-model.ts):');
    expect(lines.some((l) => /^ {2}confidence: score [12],/.test(l))).toBe(true);
  });

  it('reads the species: a rabbit thumps, a dog does not', () => {
    const args = ['Thumps at every noise', '--question', 'other-animals'];
    expect(explain(parseArgs([...args, '--species', 'rabbit'])).some((l) => l.includes('[thump]'))).toBe(true);
    expect(explain(parseArgs([...args, '--species', 'dog'])).some((l) => l.includes('[thump]'))).toBe(false);
  });
});
