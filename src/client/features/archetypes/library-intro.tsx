import { TRAITS, poleForLetter } from '#shared/archetypes.ts';

const EXAMPLE = 'RTPS';

/** What the four traits and the four-letter codes mean. */
export function LibraryIntro() {
  return (
    <>
      <section
        aria-labelledby="library-intro-title"
        className="relative overflow-hidden rounded-card bg-primary-soft p-6 text-ink shadow-card"
      >
        <div aria-hidden className="absolute inset-0 bg-[url(/api/assets/paw-pattern-bg)] bg-[length:160px]" />
        <div className="relative">
          <p className="text-sm font-extrabold tracking-widest text-primary-strong uppercase">
            16 archetypes · 4 traits
          </p>
          <h2 id="library-intro-title" className="mt-1 text-2xl leading-tight">
            Every pet has a personality code
          </h2>
          <p className="mt-2 leading-relaxed text-ink/90">
            PawType describes personality with four traits. Each trait has two poles, and the pole your pet leans
            towards gives one letter. Four traits, two poles each: 16 archetypes, each with its own four-letter code.
          </p>
        </div>
      </section>

      <section aria-labelledby="traits-title" className="grid gap-3">
        <h2 id="traits-title" className="text-xl">
          The four traits
        </h2>
        <ol className="grid gap-3">
          {TRAITS.map((t, i) => (
            <li key={t.key} className="@container rounded-card bg-white p-4 shadow-card">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="text-lg font-extrabold">{t.name}</h3>
                <span className="text-xs font-bold tracking-wide text-muted uppercase">Letter {i + 1}</span>
              </div>
              <p className="mt-1 text-sm leading-relaxed text-muted">{t.description}</p>
              {/* Side by side where both names fit whole; one above the other in a narrower card (320 px). */}
              <div
                className="mt-3 flex flex-col items-stretch gap-1.5 @xs:flex-row @xs:items-center @xs:gap-2"
                aria-label={`${t.high} versus ${t.low}`}
              >
                <Pole letter={t.highLetter} name={t.high} tone="primary" />
                <span aria-hidden className="text-center text-xs font-extrabold text-muted">
                  vs
                </span>
                <Pole letter={t.lowLetter} name={t.low} tone="teal" />
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="codes-title" className="@container rounded-card bg-teal-soft/70 p-5">
        <h2 id="codes-title" className="text-xl">
          Reading a code
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink/90">
          The letters always come in the same order: independence, confidence, activity level, flexibility. So{' '}
          <strong>{EXAMPLE}</strong> is a pet that is:
        </p>
        <ul className="mt-3 grid grid-cols-2 gap-2 @2xs:grid-cols-4" aria-label={`The letters of ${EXAMPLE}`}>
          {TRAITS.map((t, i) => {
            const letter = EXAMPLE[i]!;
            const pole = poleForLetter(t, letter);
            return (
              <li key={t.key} className="grid justify-items-center rounded-2xl bg-white px-1 py-3 text-center">
                <span className="text-2xl font-black text-teal">{letter}</span>
                <span className="text-xs font-bold">{pole}</span>
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-sm text-ink/90">
          The other letters: <strong>I</strong> Independent, <strong>C</strong> Confident, <strong>A</strong> Active and{' '}
          <strong>F</strong> Flexible.
        </p>
      </section>
    </>
  );
}

function Pole({ letter, name, tone }: { letter: string; name: string; tone: 'primary' | 'teal' }) {
  return (
    <span
      className={
        tone === 'primary'
          ? 'flex flex-1 items-center gap-2 rounded-full bg-primary-soft py-1 pr-3 pl-1 font-bold text-primary-strong'
          : 'flex flex-1 items-center gap-2 rounded-full bg-teal-soft py-1 pr-3 pl-1 font-bold text-teal'
      }
    >
      <span
        className={`grid size-8 place-items-center rounded-full text-white ${tone === 'primary' ? 'bg-primary' : 'bg-teal'}`}
      >
        {letter}
      </span>
      <span className="whitespace-nowrap">{name}</span>
    </span>
  );
}
