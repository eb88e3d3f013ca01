import { useEffect, useState } from 'react';

/** Pause after the last key before a list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Searches apply from 2 characters (below, the whole list is shown). */
export const SEARCH_MIN_LENGTH = 2;

/** What is searched once typing has paused: the trimmed text from 2 characters, else '' (no search). */
export function useDebouncedSearch(text: string): string {
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    const next = trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '';
    const timer = setTimeout(() => setSearched(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return searched;
}
