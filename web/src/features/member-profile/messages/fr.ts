/** French texts of the public profile (`membre/{userSlug}`): the reference for its keys. */
export const fr = {
  'member.profile.notFound': 'Aucun membre ne porte ce nom.',
  'member.profile.back': 'Voir la liste des membres',
  'member.profile.since': 'Membre depuis le {{date}}',
  'member.profile.visits_one': '{{count}} visite du profil',
  'member.profile.visits_other': '{{count}} visites du profil',
  'member.profile.online': 'En ligne',
  'member.profile.about': 'À propos',
  'member.profile.aboutEmpty': 'Ce membre n’a encore rien écrit.',
  'member.profile.ingame': 'En jeu',
  'member.profile.ingameName': 'Pseudo en jeu',
  'member.profile.favouriteMap': 'Carte favorite',
  'member.profile.unset': 'Non renseigné',
  'member.profile.stuffs': 'Stuffs publics',
  'member.profile.stuffsCount_one': '{{count}} stuff public',
  'member.profile.stuffsCount_other': '{{count}} stuffs publics',
  'member.profile.noStuff': 'Aucun stuff public pour le moment.',
  'member.profile.allStuffs': 'Tous ses stuffs publics',
  'member.profile.error': 'Le profil n’a pas pu être chargé : {{message}}',
};
export type MemberProfileMessages = typeof fr;
