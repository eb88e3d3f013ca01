/** The emoji picker of the settings (administration §2): 8 categories of 10 emojis. */
export const EMOJI_PICKER_CATEGORIES: readonly { name: string; emojis: readonly string[] }[] = [
  { name: 'Restaurants', emojis: ['🍽️', '🍴', '🥂', '🍷', '🍺', '🍸', '☕', '🫖', '🧑‍🍳', '🏠'] },
  { name: 'Plats', emojis: ['🍕', '🍔', '🍝', '🍣', '🥗', '🍲', '🥘', '🍜', '🥩', '🍗'] },
  { name: 'Desserts', emojis: ['🍰', '🎂', '🧁', '🍨', '🍦', '🍩', '🍪', '🍫', '🥧', '🍮'] },
  { name: 'Boissons', emojis: ['🥤', '🧃', '🍹', '🍾', '🥃', '🧋', '🍵', '🥛', '🍋', '🍊'] },
  { name: 'Fruits et légumes', emojis: ['🍓', '🍒', '🍇', '🍎', '🥑', '🥕', '🍅', '🥦', '🌽', '🍄'] },
  { name: 'Cadeaux', emojis: ['🎁', '🎉', '🎊', '🏆', '🥇', '🎫', '🎟️', '💝', '🌟', '✨'] },
  { name: 'Lieux', emojis: ['🏢', '🏙️', '🌆', '🏖️', '🏔️', '🌳', '⛱️', '🗼', '🏰', '⚓'] },
  { name: 'Symboles', emojis: ['❤️', '⭐', '🔥', '💎', '👑', '🌈', '☀️', '🌙', '🍀', '🌸'] },
];

/** What a gift shows when its name or emoji is left blank (administration §5). */
export const GIFT_FALLBACK = { name: 'Cadeau', emoji: '🎁' } as const;
