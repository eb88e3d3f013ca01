import { resolveBrandColor } from '@app/domain/brand-color';
import { venueInitials } from '@app/domain/venue-initials';
import { useState, type CSSProperties } from 'react';
import { cx } from './class-names';

export interface VenueMarkProps {
  venue: { name: string; logo?: string | null | undefined; brandColor?: string | null | undefined };
  /** 'sm' in lists and menus (24 px), 'md' in headers (40 px), 'lg' on the kiosk (72 px). */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A venue's mark beside its name, in every app (issue 48: no emoji standing in for a logo): its uploaded logo,
 * else its initials in white on its colour (the product's teal when it has none or one too light for white
 * text), and the initials again when the logo cannot be loaded, never a broken image. Decoration: the name is
 * always written beside it, so the logo has an empty alt and the initials are hidden from screen readers.
 */
export function VenueMark({ venue, size = 'sm', className }: VenueMarkProps) {
  const [failed, setFailed] = useState<string>();
  const logo = venue.logo && venue.logo !== failed ? venue.logo : undefined;
  const classes = cx('ui-venue-mark', `ui-venue-mark--${size}`, className);
  if (logo)
    return (
      <img
        className={cx(classes, 'ui-venue-mark--logo')}
        src={logo}
        alt=""
        decoding="async"
        onError={() => setFailed(logo)}
      />
    );
  const style = { '--venue-color': resolveBrandColor({ brandColor: venue.brandColor }) } as CSSProperties;
  return (
    <span className={classes} style={style} aria-hidden="true" data-venue-initials="">
      {venueInitials({ name: venue.name })}
    </span>
  );
}
