/** English texts of the member list. Typed by the French ones: no key may be missing. */
import type { MemberListMessages } from './fr.ts';

export const en: MemberListMessages = {
  'member.list.lead': 'The community’s members, their profiles and public stuffs.',
  'member.list.search': 'Search a nickname',
  'member.list.searchPlaceholder': 'Nickname…',
  'member.list.sort': 'Sort by',
  'member.list.sort.name': 'Nickname (A → Z)',
  'member.list.sort.nameDesc': 'Nickname (Z → A)',
  'member.list.sort.registration': 'Registration (newest first)',
  'member.list.sort.registrationAsc': 'Registration (oldest first)',
  'member.list.online': 'Online now',
  'member.list.count_one': '{{count}} member',
  'member.list.count_other': '{{count}} members',
  'member.list.empty': 'No member matches.',
  'member.list.emptyOnline': 'No online member matches.',
  'member.list.since': 'Joined {{date}}',
  'member.list.stuffs_one': '{{count}} public stuff',
  'member.list.stuffs_other': '{{count}} public stuffs',
  'member.list.isOnline': 'Online',
  'member.list.error': 'The member list could not be loaded: {{message}}',
  'member.list.pages': 'Pages of the member list',
  'member.list.previous': 'Previous',
  'member.list.next': 'Next',
  'member.list.page': 'Page {{page}} of {{pages}}',
};
