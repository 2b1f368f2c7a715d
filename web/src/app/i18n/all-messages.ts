/**
 * The type of every text: the shared dictionary's keys and those of each feature's own bundle
 * and entity's own bundle (`features/<feature>/messages`, `entities/<entity>/messages`, added to the
 * `translation` namespace when they load). It lives in app/, the layer that knows every feature.
 * Types only: importing this module loads no texts.
 */
import type { SharedMessages } from '#web/lib/i18n/fr.ts';
import type { PanominatorRunMessages } from '#web/entities/panominator/messages/fr.ts';
import type { StuffMessages } from '#web/entities/stuff/messages/fr.ts';
import type { FavoriteMessages } from '#web/entities/favorite/messages/fr.ts';
import type { CraftMessages } from '#web/entities/craft/messages/fr.ts';
import type { SkinMessages } from '#web/entities/skin/messages/fr.ts';
import type { SkinatorMessages } from '#web/features/skinator/messages/fr.ts';
import type { WorkshopMessages } from '#web/features/workshop/messages/fr.ts';
import type { StuffLibraryMessages } from '#web/features/stuff-library/messages/fr.ts';
import type { FoldersMessages } from '#web/features/folders/messages/fr.ts';
import type { MemberProfileMessages } from '#web/features/member-profile/messages/fr.ts';
import type { MemberListMessages } from '#web/features/member-list/messages/fr.ts';
import type { GamificationMessages } from '#web/features/gamification/messages/fr.ts';
import type { ReferenceMessages } from '#web/entities/reference/messages/fr.ts';
import type { DofusStufferMessages } from '#web/features/dofus-stuffer/messages/fr.ts';
import type { AuthMessages } from '#web/features/auth/messages/fr.ts';
import type { AccountSettingsMessages } from '#web/features/account-settings/messages/fr.ts';
import type { AdminMessages } from '#web/features/admin/messages/fr.ts';
import type { AppStatsMessages } from '#web/features/app-stats/messages/fr.ts';
import type { CacminatorMessages } from '#web/features/cacminator/messages/fr.ts';
import type { EncyclopediaMessages } from '#web/features/encyclopedia/messages/fr.ts';
import type { EncyclopediaListMessages } from '#web/features/encyclopedia-list/messages/fr.ts';
import type { NavbarSearchMessages } from '#web/features/navbar-search/messages/fr.ts';
import type { NotFoundMessages } from '#web/features/not-found/messages/fr.ts';
import type { SearchResultsMessages } from '#web/features/search-results/messages/fr.ts';
import type { PanominatorMessages } from '#web/features/panominator/messages/fr.ts';
import type { StuffBuilderMessages } from '#web/features/stuff-builder/messages/fr.ts';
import type { StuffminatorMessages } from '#web/features/stuffminator/messages/fr.ts';
import type { DevblogMessages } from '#web/features/devblog/messages/fr.ts';
import type { LegalMessages } from '#web/features/legal/messages/fr.ts';
import type { AdsMessages } from '#web/features/ads/messages/fr.ts';
import type { LiveMessages } from '#web/features/live/messages/fr.ts';
import type { BombminatorMessages } from '#web/features/bombminator/messages/fr.ts';

export type AllMessages = SharedMessages &
  AuthMessages &
  AccountSettingsMessages &
  AdminMessages &
  AppStatsMessages &
  CacminatorMessages &
  EncyclopediaMessages &
  EncyclopediaListMessages &
  NavbarSearchMessages &
  NotFoundMessages &
  SearchResultsMessages &
  PanominatorMessages &
  StuffBuilderMessages &
  StuffminatorMessages &
  DofusStufferMessages &
  PanominatorRunMessages &
  ReferenceMessages &
  StuffMessages &
  FavoriteMessages &
  CraftMessages &
  SkinMessages &
  SkinatorMessages &
  WorkshopMessages &
  StuffLibraryMessages &
  FoldersMessages &
  MemberProfileMessages &
  MemberListMessages &
  DevblogMessages &
  LegalMessages &
  AdsMessages &
  LiveMessages &
  BombminatorMessages &
  GamificationMessages;
export type MessageKey = keyof AllMessages;
