/** Bounds of the values a stuff may hold: far above the game's figures, so that sums stay inside 32 bits. */
/** Bound of any single value, far above the game's figures, so that sums stay inside 32 bits. */
export const VALUE_LIMIT = 100_000;
/**
 * Bound of the product of a list's final-damage boosts. The sheet holds final damage in millionths
 * on 32 bits (up to ×2,147); ×1,000 is far past any real buff stack and leaves room for the items'
 * own percent.
 */
export const BOOST_DAMAGE_FACTOR_LIMIT = 1_000;
