import type { LegalTexts } from './types.ts';

export const en: LegalTexts = {
  cgu: {
    title: 'Terms of use',
    updated: 'Updated: issue 18 (members and community).',
    sections: [
      {
        heading: '1. Purpose',
        paragraphs: [
          'Tofulab is a free fan site that helps players of Dofus, Dofus Retro and Dofus Touch: an encyclopedia, building and sharing stuffs, calculation tools (Cacminator, Panominator, Stuffminator, Dofus-Stuffer). It is neither published nor endorsed by Ankama; the game data remain the property of Ankama Games.',
          'Using the site, with or without an account, means accepting these terms.',
        ],
      },
      {
        heading: '2. Account',
        items: [
          'An account is personal. The nickname (3 to 20 characters) is public; the e-mail address never is.',
          'You are responsible for your password (at least 6 characters) and for what is done with your account.',
          'You can delete your account at any time from the "My profile" page (account settings), by confirming your password.',
        ],
      },
      {
        heading: '3. Published content',
        paragraphs: [
          'The stuffs, guides and profile texts you make public are visible to everyone. You remain their author and grant the site the right to show them while they are public.',
        ],
        items: [
          'Forbidden: insulting, hateful or illegal content, spam, unsolicited advertising, other people’s personal data, malicious links.',
          'A moderator may hide public content that breaks these rules and ban an account; each decision is recorded with who made it.',
          'A banned account can no longer log in.',
        ],
      },
      {
        heading: '4. Premium accounts and adverts',
        paragraphs: [
          'The site may show advert slots from an ad network configured by the operator. Premium members (a status given by an administrator or by an active Patreon pledge) see none.',
        ],
      },
      {
        heading: '5. Availability and liability',
        paragraphs: [
          'The site is provided as is, without any guarantee of availability. The calculations follow the game’s rules as closely as possible but may differ from the game; check in the game before any important decision.',
        ],
      },
      {
        heading: '6. Contact',
        paragraphs: ['{contact}'],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'Updated: issue 18 (members and community).',
    sections: [
      {
        heading: '1. What the site stores about a member',
        items: [
          'The account: nickname, e-mail address (and whether it is verified), password hashed with argon2id (never the password itself), role, tags, premium or Patreon status, registration date, language of the mails.',
          'Settings and profile: stuffs confidential by default, exos, back to the stuff, in-game nickname, favourite map, about me, number of visits, experience and badges.',
          'Your content: stuffs (public or private), folders, favourites and the guides you write.',
          'Linked accounts (Google, Facebook, Twitch, Twitter, Patreon): the account’s id at the provider, nothing else.',
          'Activity: the time of your last request, to count the members and visitors online.',
          'Security: the fingerprints (sha256) of the tokens sent by mail and of the sessions, login attempts (to limit guessing) and mail requests.',
          'Server logs: each request (IP address, path, status, duration) is logged for troubleshooting; moderation acts are recorded with who made them.',
        ],
      },
      {
        heading: '2. For how long',
        items: [
          'The account, the profile and your content: as long as the account exists. Deleting it erases the account, its stuffs, folders, favourites, tokens, sessions and login attempts.',
          'The "stay logged in" session: 30 days, renewed at each use, revoked on logout or on a password change. The access token lives 15 minutes.',
          'Mail requests: 2 hours (the delay between two mails). Anti-spam challenges and social logins under way: 10 minutes.',
          'Online activity: replaced at each request; only the last moments count.',
          'Server logs: until the host rotates them, for troubleshooting only.',
          'Devblog posts of a deleted administrator stay, without an author.',
        ],
      },
      {
        heading: '3. Cookies and browser storage',
        paragraphs: ['The site sets no advertising or audience-measurement cookie by itself. It uses:'],
        items: [
          'The "autoLogin" cookie (HttpOnly, 30 days): staying logged in; the "lang" cookie: the chosen language.',
          '"token": the signed-in member’s access token; "is-premium": whether they are premium (to hide adverts).',
          '"lang": the chosen language; "news-read": the last devblog post read (the news window opens only once).',
          '"local-stuff": a visitor’s draft stuff; "active-stuff": the stuff opened last.',
          'When the operator configures an ad network, its script is loaded for non-premium visitors and may set its own cookies; with none configured, no request is made to any third party.',
        ],
      },
      {
        heading: '4. Sharing',
        paragraphs: [
          'Your data are neither sold nor handed over. Mails go through the operator’s mail server; a social login exchanges with the chosen provider only what is needed (account id, verified e-mail address).',
        ],
      },
      {
        heading: '5. Your rights and deleting the account',
        items: [
          'See and correct: the "My profile" page (account settings) and the public profile page.',
          'Delete: the "My profile" page, account deletion section, with your password. Deletion is immediate and final.',
          'For any other request (access, correction, objection): {contact}',
        ],
      },
    ],
  },
};
