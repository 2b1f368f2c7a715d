/** Where a record can be had (retro records carry it; builders, searches and optimisers default to `standard`). */
export const AVAILABILITIES = ['standard', 'temporis', 'event', 'gm', 'npc', 'private_server'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
