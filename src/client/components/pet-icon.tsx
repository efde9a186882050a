import { Bird, Cat, Dog, PawPrint, Rabbit } from 'lucide-react';

/** A friendly placeholder for a pet without a photo, by pet type name. */
export function PetIcon({ petTypeName, className }: { petTypeName: string; className?: string }) {
  const Icon = { Dog, Cat, Bird, Rabbit }[petTypeName] ?? PawPrint;
  return <Icon aria-hidden className={className} />;
}
