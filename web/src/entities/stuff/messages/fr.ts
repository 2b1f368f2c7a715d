/**
 * French texts of entities/stuff/messages: the reference for its keys (`StuffMessages`), so a string missing from
 * en.ts or es.ts is a compile error. Registered with the shared i18next instance by ./index.ts.
 */
export const fr = {
  'builder.saveFailed': 'Le brouillon n’a pas pu être enregistré dans ce navigateur : il sera perdu à la fermeture.',
  'builder.localStuffCorrupt': 'Votre brouillon enregistré était illisible : il a été supprimé.',

  'builder.transfer.error.stufferCode': 'Ce n’est pas un code dofus-stuffer valide : il est peut-être incomplet ou mal copié. Copiez de nouveau le code ou le lien entier.',
  'builder.transfer.error.invalidStuff': 'Ce code contient un stuff que Tofulab ne peut pas ouvrir (une valeur hors limites).',
  'builder.transfer.error.share.not_share_code': 'Ce n’est pas un code de partage Tofulab.',
  'builder.transfer.error.share.unsupported_version': 'Ce code de partage vient d’une version plus récente de Tofulab : rechargez la page.',
  'builder.transfer.error.share.damaged': 'Ce code de partage est abîmé (coupé ou modifié) : copiez de nouveau le lien entier.',
  'builder.transfer.error.share.invalid_stuff': 'Ce code de partage contient un stuff invalide.',
  'builder.transfer.error.share.other_game': 'Ce code de partage a été fait pour une autre version du jeu.',
  'stuff.active.missingTitle': 'Aucun équipement n’est actif',
  'stuff.active.missingBody': 'L’équipement actif mémorisé dans ce navigateur n’existe plus : il a peut-être été supprimé. Ouvrez l’un de vos équipements, ou le brouillon.',
  'stuff.active.openDraft': 'Ouvrir le brouillon',
} satisfies Record<string, string>;

export type StuffMessages = { [K in keyof typeof fr]: string };
export type StuffMessageKey = keyof StuffMessages;
