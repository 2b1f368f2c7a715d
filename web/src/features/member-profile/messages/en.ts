/** English texts of the public profile. Typed by the French ones: no key may be missing. */
import type { MemberProfileMessages } from './fr.ts';

export const en: MemberProfileMessages = {
  'member.profile.notFound': 'No member goes by this name.',
  'member.profile.back': 'See the member list',
  'member.profile.since': 'Member since {{date}}',
  'member.profile.visits_one': '{{count}} profile visit',
  'member.profile.visits_other': '{{count}} profile visits',
  'member.profile.online': 'Online',
  'member.profile.about': 'About',
  'member.profile.aboutEmpty': 'This member has not written anything yet.',
  'member.profile.ingame': 'In game',
  'member.profile.ingameName': 'In-game nickname',
  'member.profile.favouriteMap': 'Favourite map',
  'member.profile.unset': 'Not given',
  'member.profile.stuffs': 'Public stuffs',
  'member.profile.stuffsCount_one': '{{count}} public stuff',
  'member.profile.stuffsCount_other': '{{count}} public stuffs',
  'member.profile.noStuff': 'No public stuff yet.',
  'member.profile.allStuffs': 'All their public stuffs',
  'member.profile.error': 'The profile could not be loaded: {{message}}',
};
