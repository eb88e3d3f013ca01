/**
 * A restaurant's mark next to its name: its logo when it has one, else its emoji. Both are decoration (the name is
 * written beside them), so the logo has an empty alt and the emoji is hidden from screen readers.
 */
export function RestaurantMark({
  restaurant,
  className,
}: {
  restaurant: { emoji: string; logo?: string | null };
  className: string;
}) {
  if (restaurant.logo) {
    return <img className={`${className} ${className}--logo`} src={restaurant.logo} alt="" loading="lazy" />;
  }
  return (
    <span className={className} aria-hidden="true">
      {restaurant.emoji}
    </span>
  );
}
