import type { LegalTexts } from './types.ts';

export const fr: LegalTexts = {
  cgu: {
    title: 'Conditions générales d’utilisation',
    updated: 'Mise à jour : issue 18 (membres et communauté).',
    sections: [
      {
        heading: '1. Objet',
        paragraphs: [
          'Tofulab est un site de fans, gratuit, qui aide les joueurs de Dofus, Dofus Retro et Dofus Touch : encyclopédie, création et partage de stuffs, outils de calcul (Cacminator, Panominator, Stuffminator, Dofus-Stuffer). Il n’est ni édité ni approuvé par Ankama ; les données du jeu restent la propriété d’Ankama Games.',
          'Utiliser le site, avec ou sans compte, vaut acceptation des présentes conditions.',
        ],
      },
      {
        heading: '2. Compte',
        items: [
          'Le compte est personnel. Le pseudo (3 à 20 caractères) est public ; l’adresse e-mail ne l’est jamais.',
          'Vous êtes responsable de votre mot de passe (6 caractères au moins) et de ce qui est fait avec votre compte.',
          'Vous pouvez supprimer votre compte à tout moment depuis la page « Mon profil » (paramètres du compte), en confirmant votre mot de passe.',
        ],
      },
      {
        heading: '3. Contenus publiés',
        paragraphs: [
          'Les stuffs, guides et textes de profil que vous rendez publics sont visibles de tous. Vous en restez l’auteur et accordez au site le droit de les afficher tant qu’ils sont publics.',
        ],
        items: [
          'Interdits : propos injurieux, haineux ou illégaux, spam, publicité non sollicitée, données personnelles d’autrui, liens malveillants.',
          'Un modérateur peut masquer un contenu public contraire à ces règles et bannir un compte ; chaque décision est enregistrée avec son auteur.',
          'Un compte banni ne peut plus se connecter.',
        ],
      },
      {
        heading: '4. Comptes premium et publicité',
        paragraphs: [
          'Le site peut afficher des emplacements publicitaires d’une régie configurée par l’exploitant. Les membres premium (statut donné par un administrateur ou par un soutien Patreon actif) n’en voient aucun.',
        ],
      },
      {
        heading: '5. Disponibilité et responsabilité',
        paragraphs: [
          'Le site est fourni tel quel, sans garantie de disponibilité. Les calculs reproduisent les règles du jeu au mieux mais peuvent différer du jeu ; vérifiez en jeu avant toute décision importante.',
        ],
      },
      {
        heading: '6. Contact',
        paragraphs: ['{contact}'],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    updated: 'Mise à jour : issue 18 (membres et communauté).',
    sections: [
      {
        heading: '1. Ce que le site enregistre sur un membre',
        items: [
          'Le compte : pseudo, adresse e-mail (et si elle est vérifiée), mot de passe haché avec argon2id (jamais le mot de passe lui-même), rôle, étiquettes, statut premium ou Patreon, date d’inscription, langue des e-mails.',
          'Les paramètres et le profil : stuffs confidentiels par défaut, exos, retour au stuff, pseudo en jeu, carte favorite, présentation, nombre de visites, expérience et badges.',
          'Vos contenus : stuffs (publics ou privés), dossiers, favoris et les guides que vous écrivez.',
          'Les comptes liés (Google, Facebook, Twitch, Twitter, Patreon) : l’identifiant du compte chez le fournisseur, rien d’autre.',
          'L’activité : la date de votre dernière requête, pour compter les membres et visiteurs en ligne.',
          'La sécurité : les empreintes (sha256) des jetons envoyés par e-mail et des sessions, les tentatives de connexion (pour limiter les essais) et les demandes d’e-mails.',
          'Les journaux du serveur : chaque requête (adresse IP, chemin, statut, durée) est journalisée pour le diagnostic ; les actions de modération sont enregistrées avec leur auteur.',
        ],
      },
      {
        heading: '2. Combien de temps',
        items: [
          'Le compte, le profil et vos contenus : tant que le compte existe. Sa suppression efface le compte, ses stuffs, dossiers, favoris, jetons, sessions et tentatives de connexion.',
          'La session « rester connecté » : 30 jours, renouvelée à chaque usage, révoquée à la déconnexion ou au changement de mot de passe. Le jeton d’accès vit 15 minutes.',
          'Les demandes d’e-mails : 2 heures (le délai entre deux envois). Les défis anti-spam et les connexions sociales en cours : 10 minutes.',
          'L’activité en ligne : remplacée à chaque requête, seuls les derniers instants comptent.',
          'Les journaux du serveur : le temps de leur rotation par l’hébergeur, pour le diagnostic uniquement.',
          'Les articles du devblog d’un administrateur supprimé restent, sans auteur.',
        ],
      },
      {
        heading: '3. Cookies et stockage du navigateur',
        paragraphs: ['Le site ne dépose aucun cookie publicitaire ni de mesure d’audience par lui-même. Il utilise :'],
        items: [
          'Le cookie « autoLogin » (HttpOnly, 30 jours) : garder la connexion ; le cookie « lang » : la langue choisie.',
          '« token » : le jeton d’accès du membre connecté ; « is-premium » : s’il est premium (pour masquer la publicité).',
          '« lang » : la langue choisie ; « news-read » : le dernier article du devblog lu (la fenêtre des nouveautés ne s’ouvre qu’une fois).',
          '« local-stuff » : le stuff brouillon d’un visiteur ; « active-stuff » : le stuff ouvert en dernier.',
          'Quand l’exploitant configure une régie publicitaire, son script est chargé pour les non-premium et peut déposer ses propres cookies ; sans régie configurée, aucune requête n’est faite vers un tiers.',
        ],
      },
      {
        heading: '4. Partage',
        paragraphs: [
          'Vos données ne sont ni vendues ni cédées. Les e-mails passent par le serveur d’envoi de l’exploitant ; une connexion sociale échange avec le fournisseur choisi le strict nécessaire (identifiant, adresse e-mail vérifiée).',
        ],
      },
      {
        heading: '5. Vos droits et la suppression du compte',
        items: [
          'Consulter et corriger : page « Mon profil » (paramètres du compte) et page de profil public.',
          'Supprimer : page « Mon profil », section de suppression du compte, avec votre mot de passe. La suppression est immédiate et définitive.',
          'Pour toute autre demande (accès, rectification, opposition) : {contact}',
        ],
      },
    ],
  },
};
