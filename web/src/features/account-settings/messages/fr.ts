/**
 * French texts of the account settings and profile page (`membres/profil`): the reference for its
 * keys, so a string missing from en.ts or es.ts is a compile error.
 */
export const fr = {
  'settings.title': 'Mon profil et mes réglages',
  'settings.lead': 'Connecté en tant que {{name}} ({{email}}).',
  'settings.unverified': 'Adresse e-mail pas encore vérifiée',
  'settings.name.title': 'Pseudo',
  'settings.name.label': 'Nouveau pseudo',
  'settings.name.save': 'Changer de pseudo',
  'settings.name.saved': 'Votre pseudo est maintenant {{name}}',
  'settings.email.title': 'Adresse e-mail',
  'settings.email.label': 'Nouvelle adresse e-mail',
  'settings.email.confirmation': 'Confirmation de la nouvelle adresse',
  'settings.email.save': 'Recevoir le lien de confirmation',
  'settings.password.title': 'Mot de passe',
  'settings.password.current': 'Mot de passe actuel',
  'settings.password.new': 'Nouveau mot de passe',
  'settings.password.confirmation': 'Confirmation du nouveau mot de passe',
  'settings.password.save': 'Changer de mot de passe',
  'settings.password.saved': 'Votre mot de passe a été changé',
  'settings.preferences.title': 'Préférences',
  'settings.preferences.privacy': 'Créer mes équipements en privé par défaut',
  'settings.preferences.exo': 'Activer les exos PA/PM/PO par défaut',
  'settings.preferences.backStuff': 'Revenir à l’équipement après avoir équipé un objet',
  'settings.preferences.save': 'Enregistrer les préférences',
  'settings.preferences.saved': 'Préférences enregistrées',
  'settings.profile.title': 'Profil public',
  'settings.profile.ingameName': 'Pseudo en jeu',
  'settings.profile.favouriteMap': 'Carte préférée',
  'settings.profile.about': 'À propos de moi',
  'settings.profile.save': 'Enregistrer le profil',
  'settings.profile.saved': 'Profil enregistré',
  'settings.social.title': 'Comptes liés',
  'settings.social.link': 'Lier mon compte {{provider}}',
  'settings.delete.title': 'Supprimer mon compte',
  'settings.delete.lead': 'Vos données personnelles seront effacées. Cette action est définitive.',
  'settings.delete.password': 'Mot de passe',
  'settings.delete.submit': 'Supprimer définitivement mon compte',
} satisfies Record<string, string>;

export type AccountSettingsMessages = { [K in keyof typeof fr]: string };
export type AccountSettingsMessageKey = keyof AccountSettingsMessages;
