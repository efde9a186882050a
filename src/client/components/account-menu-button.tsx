import type { ComponentProps } from 'react';
import { UserRound } from 'lucide-react';
import { Button } from './ui/button';

/** The header's round account button: the account menu's trigger, and its stand-in until the menu has loaded. */
export function AccountMenuButton(props: ComponentProps<'button'>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Account menu"
      aria-haspopup="menu"
      className="bg-primary-soft"
      {...props}
    >
      <UserRound aria-hidden />
    </Button>
  );
}
