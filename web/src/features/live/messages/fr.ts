/**
 * French texts of the live feature (the stream panel, the online count, the home's live data, the
 * community menu's data versions): the reference for its keys (`LiveMessages`).
 */
export const fr = {
  'live.streams.title': 'Streams de la communauté',
  'live.streams.liveCount_one': '{{count}} en direct',
  'live.streams.liveCount_other': '{{count}} en direct',
  'live.streams.live': 'En direct',
  'live.streams.offline': 'Hors ligne',
  'live.streams.viewers_one': '{{viewers}} spectateur',
  'live.streams.viewers_other': '{{viewers}} spectateurs',
  'live.streams.collapse': 'Replier',
  'live.streams.expand': 'Déplier',
  'live.streams.newTab': '(Twitch, nouvel onglet)',
  'live.streams.profile': 'Profil',
  'live.streams.profileOf': 'Profil de {{name}}',
  'live.streams.noneLive': 'Aucun streamer de la communauté n’est en direct.',
  'live.online_one': '{{formatted}} personne en ligne',
  'live.online_other': '{{formatted}} personnes en ligne',
  'live.onlineLoading': 'Personnes en ligne…',
  'live.home.title': 'En ce moment',
  'live.home.online': 'En ligne',
  'live.home.onlineHint': 'Membres et visiteurs actifs ces dernières minutes',
  'live.home.streams': 'Streams',
  'live.home.error': 'Les données en direct n’ont pas pu être lues ; nouvel essai dans quelques minutes.',
  'live.updates.title': 'Données du jeu',
  'live.updates.version': 'Données {{game}} : version {{version}}',
  'live.updates.ok': 'à jour',
  'live.updates.failed': 'la dernière mise à jour a échoué',
  'live.updates.none': 'Aucune donnée importée',
} satisfies Record<string, string>;

export type LiveMessages = { [K in keyof typeof fr]: string };
export type LiveMessageKey = keyof LiveMessages;
