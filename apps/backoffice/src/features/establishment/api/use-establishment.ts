import type { SaveRestaurantSettingsInput } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables, useRepositories } from '../../../lib/services-context';

const key = (restaurantId: string) => ['establishment', restaurantId] as const;

/** The restaurant's profile and the booking settings in force; null when the restaurant does not exist. */
export function useEstablishment(restaurantId: string) {
  const { restaurants } = useRepositories();
  return useQuery({
    queryKey: key(restaurantId),
    queryFn: async () => {
      const [restaurant, settings] = await Promise.all([
        restaurants.getById(restaurantId),
        restaurants.getBookingSettings(restaurantId),
      ]);
      return restaurant && settings ? { restaurant, settings } : null;
    },
    staleTime: Infinity,
  });
}

/** `saveRestaurantSettings`; the page and every screen reading the booking settings read them again. */
export function useSaveEstablishment(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRestaurantSettingsInput) => callables.saveRestaurantSettings(input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key(restaurantId) }),
        client.invalidateQueries({ queryKey: ['booking-settings', restaurantId] }),
      ]),
  });
}

/** Reads a picked file as base64 (callables carry JSON). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error ?? new Error('lecture impossible'));
    reader.readAsDataURL(file);
  });
}

/** `uploadRestaurantImage`: stored and added to the restaurant at once. */
export function useUploadImage(restaurantId: string) {
  const callables = useCallables();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: 'logo' | 'image'; file: File }) =>
      callables.uploadRestaurantImage({
        restaurantId,
        kind,
        fileName: file.name,
        dataBase64: await fileToBase64(file),
      }),
  });
}
