import type { LegalMessages } from './fr.ts';

export const en: LegalMessages = {
  'legal.contactLead': 'Write to the site’s administrators:',
  'legal.contactNone': 'Write to the site’s administrators at the address the operator publishes with the site (no address is configured here yet).',
  'legal.seeAlsoPrivacy': 'See also the privacy policy',
  'legal.seeAlsoCgu': 'See also the terms of use',
};
