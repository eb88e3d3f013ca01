import { useEffect, useState } from 'react';

/** Pause after the last key before the list is searched. */
export const REVIEW_SEARCH_DEBOUNCE_MS = 300;
/** The reviews search applies from 2 characters (below, the whole tab is listed). */
export const REVIEW_SEARCH_MIN_LENGTH = 2;

/** What is searched once typing has paused: the trimmed text from 2 characters, else '' (no search). */
export function useDebouncedSearch(text: string): string {
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    const next = trimmed.length >= REVIEW_SEARCH_MIN_LENGTH ? trimmed : '';
    const timer = setTimeout(() => setSearched(next), REVIEW_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return searched;
}
