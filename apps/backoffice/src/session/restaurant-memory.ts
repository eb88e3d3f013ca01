/** Remembers the selected restaurant between visits (the spec keeps it in the browser session). */
const KEY = 'selectedRestaurantId';

export function readRememberedRestaurant(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberRestaurant(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(KEY, id);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private browsing may refuse storage: the selection then lasts for the visit only.
  }
}

/** The remembered restaurant when still accessible, else the first one (ARCHITECTURE §4: none hard-coded). */
export function pickRestaurant<T extends { id: string }>(
  restaurants: readonly T[],
  remembered: string | null,
): T | null {
  return restaurants.find((r) => r.id === remembered) ?? restaurants[0] ?? null;
}
