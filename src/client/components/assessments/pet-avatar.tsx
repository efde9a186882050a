import { PetIcon } from '#client/components/pet-icon.tsx';
import { mergeClasses } from '#client/lib/class-merge.ts';

export const AVATAR_CLASSES = 'shrink-0 rounded-full bg-primary-soft ring-2 ring-white';
export const AVATAR_PHOTO_CLASSES = 'object-cover';
export const AVATAR_ICON_DISC_CLASSES = 'grid place-items-center text-primary-strong';
export const AVATAR_ICON_CLASSES = 'size-1/2';

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
  const base = mergeClasses(AVATAR_CLASSES, className);
  if (petPhoto) {
    return (
      <img
        src={petPhoto}
        alt={decorative ? '' : `Photo of ${petName}`}
        className={mergeClasses(base, AVATAR_PHOTO_CLASSES)}
      />
    );
  }
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${petTypeName || 'Pet'} icon` })}
      className={mergeClasses(base, AVATAR_ICON_DISC_CLASSES)}
    >
      <PetIcon petTypeName={petTypeName} className={mergeClasses(AVATAR_ICON_CLASSES, iconClassName)} />
    </span>
  );
}
