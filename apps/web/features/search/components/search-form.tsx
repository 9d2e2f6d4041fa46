'use client';

import type { SearchSuggestion } from '@lp/contract/search';
import { SEARCH_MODEL_LABELS, SEARCH_TERM_MAX_LENGTH } from '@lp/contract/search-models';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { canSuggest, useSearchSuggestions } from '../api/get-search-suggestions';
import { suggestionHref } from '../search-paths';

const DEBOUNCE_MS = 150;

const optionIdOf = (listboxId: string, index: number) => `${listboxId}-${index}`;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type Box = { top: number; left: number; width: number };

/**
 * Where the suggestions go: under the input, in a fixed layer on top of everything (the list is
 * portalled to the body so that a parent with overflow hidden, such as the home page's hero, does
 * not clip it). Follows the input while the page scrolls or resizes.
 */
function usePopupBox(anchor: RefObject<HTMLElement | null>, active: boolean): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    if (!active) return;
    const place = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (rect) setBox({ top: rect.bottom + 6, left: rect.left, width: rect.width });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchor, active]);
  return active ? box : null;
}

/**
 * The search box: a GET form to /search?term=… (works without JavaScript) and, with JavaScript, a
 * type-ahead following the WAI-ARIA combobox pattern. ArrowDown/ArrowUp move through the
 * suggestions, Enter opens the highlighted one (or searches when none is), Escape closes the list
 * (or clears the box when the list is closed).
 */
export function SearchForm({
  id = 'site-search',
  className,
  defaultValue,
  size = 'default',
  label: labelProp,
}: {
  id?: string;
  label?: string;
  className?: string;
  defaultValue?: string;
  size?: 'default' | 'lg';
}) {
  const router = useRouter();
  const t = useTranslations('nav');
  const label = labelProp ?? t('search');
  const [value, setValue] = useState(defaultValue ?? '');
  const [open, setOpen] = useState(false);
  // Nothing is fetched for a box nobody has touched (the results page's box starts filled in).
  const [engaged, setEngaged] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `${id}-suggestions`;

  const typed = value.trim();
  const term = useDebouncedValue(typed, DEBOUNCE_MS);
  const { data } = useSearchSuggestions(engaged ? term : '');
  const suggestions: SearchSuggestion[] = canSuggest(typed) ? (data ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const highlighted = expanded && active >= 0 && active < suggestions.length ? active : -1;
  const box = usePopupBox(inputRef, expanded);

  // A new list starts with nothing highlighted, so that Enter searches for what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changes on purpose
  useEffect(() => {
    setActive(-1);
  }, [data]);

  function choose(suggestion: SearchSuggestion) {
    setOpen(false);
    setActive(-1);
    router.push(suggestionHref(suggestion));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(0);
        } else {
          setActive(highlighted + 1 >= count ? -1 : highlighted + 1);
        }
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(count - 1);
        } else {
          setActive(highlighted <= -1 ? count - 1 : highlighted - 1);
        }
        return;
      case 'Enter': {
        const suggestion = highlighted >= 0 ? suggestions[highlighted] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        } else {
          setOpen(false);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  return (
    // A plain GET form (it works before the page's script has run); once it has, the search opens as
    // a client-side navigation. Not next/form: that adds about 1 KB to every page's first load.
    // biome-ignore lint/a11y/useSemanticElements: the form is the landmark, as it was with next/form; a <search> wrapper would move the layout classes
    // biome-ignore lint/correctness/noRestrictedElements: a GET search that works before the script runs (ADR 0022)
    <form
      action="/search"
      role="search"
      className={clsx('relative w-full', className)}
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        router.push(`/search?${new URLSearchParams({ term: value })}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className={clsx(
          'pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground',
          size === 'lg' ? 'size-5' : 'size-4',
        )}
      />
      <input
        ref={inputRef}
        id={id}
        name="term"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={highlighted >= 0 ? optionIdOf(listboxId, highlighted) : undefined}
        required
        maxLength={SEARCH_TERM_MAX_LENGTH}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setEngaged(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setEngaged(true);
          setOpen(true);
        }}
        // The options keep the focus in the input (mouse down is prevented on them), so a blur means focus left the box.
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('searchPlaceholder')}
        className={clsx(
          'w-full rounded-full border border-input bg-background pr-4 text-foreground shadow-xs placeholder:text-zinc-400 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
          size === 'lg' ? 'h-12 pl-11 text-base' : 'h-10 pl-9 text-base sm:text-sm',
        )}
      />
      <button type="submit" className="sr-only">
        {t('search')}
      </button>
      <span role="status" className="sr-only">
        {expanded ? t('suggestionCount', { count: suggestions.length }) : ''}
      </span>
      {/* The listbox is always in the page (aria-controls points at it); it is shown under the input when there are suggestions. */}
      <SuggestionList
        id={listboxId}
        label={t('searchSuggestions', { label })}
        suggestions={expanded ? suggestions : []}
        highlighted={highlighted}
        box={box}
        onHighlight={setActive}
        onChoose={choose}
      />
    </form>
  );
}

function SuggestionList({
  id,
  label,
  suggestions,
  highlighted,
  box,
  onHighlight,
  onChoose,
}: {
  id: string;
  label: string;
  suggestions: SearchSuggestion[];
  highlighted: number;
  box: Box | null;
  onHighlight: (index: number) => void;
  onChoose: (suggestion: SearchSuggestion) => void;
}) {
  useEffect(() => {
    if (highlighted < 0) return;
    document.getElementById(optionIdOf(id, highlighted))?.scrollIntoView({ block: 'nearest' });
  }, [highlighted, id]);

  const list = (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      hidden={suggestions.length === 0 || !box}
      style={box ? { top: box.top, left: box.left, width: box.width } : undefined}
      className="fixed z-50 max-h-[min(26rem,70dvh)] overflow-y-auto rounded-xl border border-border bg-background p-1 text-left shadow-lg"
      // Keep the focus in the input while an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
    >
      {suggestions.map((suggestion, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the input (aria-activedescendant), as the combobox pattern prescribes
        <div
          key={`${suggestion.model}-${suggestion.id}`}
          id={optionIdOf(id, index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === highlighted}
          onMouseMove={() => {
            if (index !== highlighted) onHighlight(index);
          }}
          onClick={() => onChoose(suggestion)}
          className={clsx(
            'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2',
            index === highlighted ? 'bg-primary-soft text-foreground' : 'text-foreground',
          )}
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{suggestion.title}</span>
            {suggestion.subtitle ? (
              <span className="block truncate text-xs text-muted-foreground">{suggestion.subtitle}</span>
            ) : null}
          </span>
          <span className="shrink-0 rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
            {SEARCH_MODEL_LABELS[suggestion.model].one}
          </span>
        </div>
      ))}
    </div>
  );

  // Rendered in place until the first measure (and on the server), then in a layer of its own on the body.
  return box && typeof document !== 'undefined' ? createPortal(list, document.body) : list;
}
