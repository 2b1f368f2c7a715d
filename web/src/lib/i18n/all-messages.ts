/**
 * The type of every text: the shared dictionary's keys and those of each feature's own bundle
 * (`features/<feature>/messages`, added to the `translation` namespace when the feature loads).
 * Types only: importing this module loads no texts.
 */
import type { SharedMessages } from './fr.ts';
import type { AppStatsMessages } from '#web/features/app-stats/messages/fr.ts';
import type { CacminatorMessages } from '#web/features/cacminator/messages/fr.ts';
import type { EncyclopediaMessages } from '#web/features/encyclopedia/messages/fr.ts';
import type { EncyclopediaListMessages } from '#web/features/encyclopedia-list/messages/fr.ts';
import type { NavbarSearchMessages } from '#web/features/navbar-search/messages/fr.ts';
import type { PanominatorMessages } from '#web/features/panominator/messages/fr.ts';
import type { StuffBuilderMessages } from '#web/features/stuff-builder/messages/fr.ts';

export type AllMessages = SharedMessages &
  AppStatsMessages &
  CacminatorMessages &
  EncyclopediaMessages &
  EncyclopediaListMessages &
  NavbarSearchMessages &
  PanominatorMessages &
  StuffBuilderMessages;
export type MessageKey = keyof AllMessages;
