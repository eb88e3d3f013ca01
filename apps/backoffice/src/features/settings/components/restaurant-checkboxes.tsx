import { Checkbox, VenueMark } from '@app/ui';
import type { RestaurantChoice } from '../../../session/session-types';

/** The restaurants a staff account reaches, one checkbox each. */
export function RestaurantCheckboxes({
  restaurants,
  selected,
  onChange,
  error,
}: {
  restaurants: readonly RestaurantChoice[];
  selected: readonly string[];
  onChange(ids: string[]): void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="settings-checks" aria-invalid={error ? true : undefined}>
      <legend>Restaurants</legend>
      {restaurants.map((restaurant) => (
        <Checkbox
          key={restaurant.id}
          isSelected={selected.includes(restaurant.id)}
          onChange={(checked) =>
            onChange(checked ? [...selected, restaurant.id] : selected.filter((id) => id !== restaurant.id))
          }
        >
          <VenueMark venue={restaurant} /> {restaurant.name}
        </Checkbox>
      ))}
      {error ? (
        <p role="alert" className="ui-notice ui-notice--error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
