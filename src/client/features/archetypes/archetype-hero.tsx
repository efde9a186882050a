import { CodeLetters } from '#client/components/code-letters.tsx';

/** The archetype's picture, title and code, each letter with its pole. */
export function ArchetypeHero({
  name,
  code,
  picture,
}: {
  name: string;
  code: string;
  picture: { src: string; alt: string };
}) {
  return (
    <section aria-labelledby="archetype-title" className="overflow-hidden rounded-card bg-white shadow-card">
      <div className="relative grid place-items-center bg-primary-soft px-6 pt-6 pb-4">
        <div aria-hidden className="absolute inset-0 bg-[url(/api/assets/paw-pattern-bg)] bg-[length:140px]" />
        <img src={picture.src} alt={picture.alt} width={256} height={256} className="relative size-40 drop-shadow-md" />
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
