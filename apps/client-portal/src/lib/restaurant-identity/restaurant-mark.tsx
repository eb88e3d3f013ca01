import { useState } from 'react';

/**
 * A restaurant's mark next to its name: its logo when it has one, else its emoji, and the emoji again when the
 * logo cannot be loaded (file removed, offline), never a broken image. Both are decoration (the name is written
 * beside them), so the logo has an empty alt and the emoji is hidden from screen readers.
 */
export function RestaurantMark({
  restaurant,
  className,
}: {
  restaurant: { emoji: string; logo?: string | null };
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
    <span className={className} aria-hidden="true">
      {restaurant.emoji}
    </span>
  );
}
