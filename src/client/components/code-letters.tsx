import { TRAITS, poleForLetter } from '#shared/archetypes.ts';

/**
 * The four letters of a code with the pole each one stands for: in a row where every pole's name fits
 * whole ('Independent' needs a 20rem row), two by two in a narrower card (a 320 or 390 px phone).
 */
export function CodeLetters({ code }: { code: string }) {
  return (
    <div className="@container w-full">
      <ul className="mt-4 grid grid-cols-2 gap-2 @xs:grid-cols-4" aria-label={`Code ${code}`}>
        {TRAITS.map((t, i) => {
          const letter = code[i] ?? '?';
          const pole = poleForLetter(t, letter);
          return (
            <li
              key={t.key}
              className="grid justify-items-center gap-0.5 rounded-2xl bg-cream px-1 py-2 ring-1 ring-sand"
            >
              <span className="text-2xl leading-none font-black text-primary-strong">{letter}</span>
              <span className="text-[0.7rem] leading-tight font-bold whitespace-nowrap text-muted">{pole}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
