/** French texts of the legal pages' frame (`cgu`, `confidentialite`); the pages' own texts are in content/. */
export const fr = {
  'legal.contactLead': 'Écrivez aux administrateurs du site :',
  'legal.contactNone': 'Écrivez aux administrateurs du site par l’adresse que l’exploitant publie avec le site (aucune adresse n’est encore configurée ici).',
  'legal.seeAlsoPrivacy': 'Voir aussi la politique de confidentialité',
  'legal.seeAlsoCgu': 'Voir aussi les conditions générales d’utilisation',
};
export type LegalMessages = typeof fr;
