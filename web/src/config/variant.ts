/**
 * The game variant this build of the site serves (site-spec §1: retro by default) and which tools
 * exist on which variant. One deployment serves one variant; sibling sites serve the others.
 */
import { DEFAULT_VARIANT, type Variant } from '../../../engine/src/variants.ts';

export const SITE_VARIANT: Variant = DEFAULT_VARIANT;
