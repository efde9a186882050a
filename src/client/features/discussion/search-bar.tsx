import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/**
 * The board's search box: Enter or Search submits a non-blank term; clearing the box (or the clear
 * button) leaves search mode.
 */
export function SearchBar({ onSearch }: { onSearch: (term: string) => void }) {
  const [value, setValue] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = value.trim();
    if (term) onSearch(term);
  };

  return (
    <form role="search" aria-label="Search posts" onSubmit={submit} className="flex items-center gap-2">
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          aria-label="Search posts"
          value={value}
          maxLength={200}
          placeholder="Search posts"
          onChange={(e) => {
            setValue(e.target.value);
            if (e.target.value.trim() === '') onSearch('');
          }}
          className="min-h-12 w-full rounded-full border-2 border-sand bg-white pr-11 pl-11 text-base text-ink placeholder:text-muted/80 focus:border-primary focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setValue('');
              onSearch('');
            }}
            className="absolute top-1/2 right-1 grid size-11 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-sand"
          >
            <X aria-hidden className="size-5" />
          </button>
        ) : null}
      </div>
      <Button type="submit" variant="teal" size="sm" className="min-h-12 px-4" disabled={value.trim() === ''}>
        Search
      </Button>
    </form>
  );
}
