import { TRAITS } from '../../../shared/archetypes';

/** The archetype's picture, title and code, each letter with its pole. */
export function ArchetypeHero({ name, code, image }: { name: string; code: string; image: string }) {
  return (
    <section aria-labelledby="archetype-title" className="overflow-hidden rounded-card bg-white shadow-card">
      <div className="relative grid place-items-center bg-primary-soft px-6 pt-6 pb-4">
        <div aria-hidden className="absolute inset-0 bg-[url(/api/assets/paw-pattern-bg)] bg-[length:140px]" />
        <img src={image} alt="" width={256} height={256} className="relative size-40 drop-shadow-md" />
      </div>
      <div className="p-5 text-center">
        <p className="text-sm font-extrabold tracking-widest text-teal uppercase">Personality archetype</p>
        <h2 id="archetype-title" className="mt-1 text-3xl leading-tight">
          {name}
        </h2>
        <CodeLetters code={code} />
      </div>
    </section>
  );
}

/** The four letters of a code with the pole each one stands for. */
export function CodeLetters({ code }: { code: string }) {
  return (
    <ul className="mt-4 grid grid-cols-4 gap-2" aria-label={`Code ${code}`}>
      {TRAITS.map((t, i) => {
        const letter = code[i] ?? '?';
        const pole = letter === t.highLetter ? t.high : letter === t.lowLetter ? t.low : t.name;
        return (
          <li key={t.key} className="grid justify-items-center gap-0.5 rounded-2xl bg-cream px-1 py-2 ring-1 ring-sand">
            <span className="text-2xl leading-none font-black text-primary-strong">{letter}</span>
            <span className="text-[0.7rem] leading-tight font-bold text-muted">{pole}</span>
          </li>
        );
      })}
    </ul>
  );
}
