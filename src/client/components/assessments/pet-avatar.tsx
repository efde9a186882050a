import { PetIcon } from '#client/components/pet-icon.tsx';
import { cn } from '#client/lib/utils.ts';

/** The pet's round photo, or its species icon (a paw for other types) on a warm disc. */
export function PetAvatar({
  petName,
  petPhoto,
  petTypeName,
  className,
  iconClassName,
  decorative = false,
}: {
  petName: string;
  petPhoto: string | null;
  petTypeName: string;
  className?: string;
  iconClassName?: string;
  /** True when the name is already spoken next to it (e.g. inside a link). */
  decorative?: boolean;
}) {
  const base = cn('shrink-0 rounded-full bg-primary-soft ring-2 ring-white', className);
  if (petPhoto) {
    return <img src={petPhoto} alt={decorative ? '' : `Photo of ${petName}`} className={cn(base, 'object-cover')} />;
  }
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${petTypeName || 'Pet'} icon` })}
      className={cn(base, 'grid place-items-center text-primary-strong')}
    >
      <PetIcon petTypeName={petTypeName} className={cn('size-1/2', iconClassName)} />
    </span>
  );
}
