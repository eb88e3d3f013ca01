import { venueInitials } from '@app/domain/venue-initials';
import { useState } from 'react';

/**
 * A restaurant's mark next to its name: its logo when it has one, else its initials on its colour (issue 48: no
 * emoji standing in for a logo), and the initials again when the logo cannot be loaded (file removed, offline),
 * never a broken image. Both are decoration (the name is written beside them), so the logo has an empty alt and
 * the initials are hidden from screen readers. The colour comes from the page's `--brand` (brandStyle).
 */
export function RestaurantMark({
  restaurant,
  className,
}: {
  restaurant: { name: string; logo?: string | null };
  className: string;
}) {
  const [failedLogo, setFailedLogo] = useState<string>();
  const logo = restaurant.logo && restaurant.logo !== failedLogo ? restaurant.logo : undefined;
  if (logo) {
    return (
      <img
        className={`${className} ${className}--logo`}
        src={logo}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailedLogo(logo)}
      />
    );
  }
  return (
    <span className={`${className} ${className}--initials`} aria-hidden="true">
      {venueInitials({ name: restaurant.name })}
    </span>
  );
}
