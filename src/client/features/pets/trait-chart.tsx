/**
 * A pet's four traits over time: a small hand-drawn SVG line chart (no chart library: decision 0042)
 * that stays readable at 320 px, plus the same numbers as a table for screen readers and for anyone
 * who prefers one ('Show as a table').
 */
import { TRAITS, type TraitKey } from '#shared/archetypes.ts';
import type { PetHistoryEntry } from '#shared/contracts/pets.ts';

/** Colour and point shape per trait: told apart by shape as well as colour. */
const STYLE: Record<TraitKey, { color: string; dash: string }> = {
  independence: { color: '#7c3aed', dash: '' },
  confidence: { color: '#d9480f', dash: '6 4' },
  activity: { color: '#0b7a53', dash: '2 3' },
  flexibility: { color: '#1d5fd0', dash: '10 3 2 3' },
};

const W = 320;
const H = 176;
const PAD = { left: 30, right: 14, top: 12, bottom: 30 };

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });

function Marker({ trait, x, y }: { trait: TraitKey; x: number; y: number }) {
  const { color } = STYLE[trait];
  if (trait === 'independence') return <circle cx={x} cy={y} r={4} fill={color} />;
  if (trait === 'confidence') return <rect x={x - 4} y={y - 4} width={8} height={8} fill={color} />;
  if (trait === 'activity') return <path d={`M${x} ${y - 5}L${x + 5} ${y + 4}H${x - 5}Z`} fill={color} />;
  return <path d={`M${x} ${y - 5}L${x + 5} ${y}L${x} ${y + 5}L${x - 5} ${y}Z`} fill={color} />;
}

export function TraitChart({ history, petName }: { history: readonly PetHistoryEntry[]; petName: string }) {
  const n = history.length;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (n === 1 ? innerW / 2 : (i * innerW) / (n - 1));
  // Score 1-4, high pole up; the four lines are nudged apart a little so equal scores stay visible.
  const y = (score: number, k: number) => PAD.top + ((4 - score) * innerH) / 3 + (k - 1.5) * 2.5;
  const labelEvery = Math.max(1, Math.ceil(n / 4));

  return (
    <figure className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${petName}'s four traits over ${n} assessment${n === 1 ? '' : 's'}; the table below has the numbers.`}
      >
        {[1, 2, 3, 4].map((s) => (
          <g key={s}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(s, 1.5)} y2={y(s, 1.5)} stroke="#e7dfd3" />
            <text x={PAD.left - 8} y={y(s, 1.5) + 4} textAnchor="end" fontSize="11" fill="#6b6258">
              {s}
            </text>
          </g>
        ))}
        {history.map((h, i) =>
          i % labelEvery === 0 || i === n - 1 ? (
            <text
              key={h.assessmentId}
              x={x(i)}
              y={H - 8}
              textAnchor={n === 1 ? 'middle' : i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle'}
              fontSize="11"
              fill="#6b6258"
            >
              {shortDate(h.date)}
            </text>
          ) : null,
        )}
        {TRAITS.map((t, k) => (
          <g key={t.key}>
            {n > 1 ? (
              <polyline
                fill="none"
                stroke={STYLE[t.key].color}
                strokeWidth={2.5}
                strokeDasharray={STYLE[t.key].dash}
                strokeLinejoin="round"
                points={history.map((h, i) => `${x(i)},${y(h.scores[t.key], k)}`).join(' ')}
              />
            ) : null}
            {history.map((h, i) => (
              <Marker key={h.assessmentId} trait={t.key} x={x(i)} y={y(h.scores[t.key], k)} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm min-[400px]:grid-cols-2" aria-hidden>
          {TRAITS.map((t) => (
            <li key={t.key} className="flex min-w-0 items-center gap-2">
              <svg viewBox="-6 -6 12 12" className="size-3 shrink-0">
                <Marker trait={t.key} x={0} y={0} />
              </svg>
              <span>
                {t.name} <span className="text-muted">(4 = {t.high})</span>
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary-strong">
          Show as a table
        </summary>
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${petName}'s trait scores`}>
          <table className="w-full text-left">
            <caption className="sr-only">{petName}'s trait scores (1 to 4) by assessment</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-2">
                  Date
                </th>
                {TRAITS.map((t) => (
                  <th key={t.key} scope="col" className="py-1 pr-2">
                    {t.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={h.assessmentId} className="border-t border-sand">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {shortDate(h.date)}
                  </th>
                  {TRAITS.map((t) => (
                    <td key={t.key} className="py-1 pr-2">
                      {h.scores[t.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
