import type { LegalMessages } from './fr.ts';

export const es: LegalMessages = {
  'legal.contactLead': 'Escriba a los administradores del sitio:',
  'legal.contactNone': 'Escriba a los administradores del sitio a la dirección que el operador publica con el sitio (aquí todavía no hay ninguna dirección configurada).',
  'legal.seeAlsoPrivacy': 'Ver también la política de privacidad',
  'legal.seeAlsoCgu': 'Ver también las condiciones de uso',
};
