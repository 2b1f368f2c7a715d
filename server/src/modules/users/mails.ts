/**
 * The mails of accounts, in the member's language, as text and HTML, with the site's absolute link
 * (`…/{lang}/auth-action?action=…&token=…`, the web app's landing for token links).
 */
import type { Lang } from '#contract/common';

export type MailKind = 'welcome' | 'activation' | 'reset' | 'emailChange';

/** The `action` of the link of each mail. */
export const MAIL_ACTIONS: Record<MailKind, string> = {
  welcome: 'activate-account',
  activation: 'activate-account',
  reset: 'reset-password',
  emailChange: 'confirm-email',
};

const TEXTS: Record<MailKind, Record<Lang, { subject: string; intro: string; button: string; outro: string }>> = {
  welcome: {
    fr: {
      subject: 'Bienvenue sur Tofulab : activez votre compte',
      intro: 'Bonjour {name}, bienvenue sur Tofulab ! Pour activer votre compte, ouvrez ce lien :',
      button: 'Activer mon compte',
      outro: 'Ce lien est valable 48 heures. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
    },
    en: {
      subject: 'Welcome to Tofulab: activate your account',
      intro: 'Hello {name}, welcome to Tofulab! To activate your account, open this link:',
      button: 'Activate my account',
      outro: 'This link is valid for 48 hours. If you did not register, ignore this e-mail.',
    },
    es: {
      subject: 'Bienvenido a Tofulab: active su cuenta',
      intro: 'Hola {name}, ¡bienvenido a Tofulab! Para activar su cuenta, abra este enlace:',
      button: 'Activar mi cuenta',
      outro: 'Este enlace es válido durante 48 horas. Si no se ha registrado, ignore este correo.',
    },
  },
  activation: {
    fr: {
      subject: 'Tofulab : activez votre compte',
      intro: 'Bonjour {name}, voici un nouveau lien pour activer votre compte :',
      button: 'Activer mon compte',
      outro: 'Ce lien est valable 48 heures.',
    },
    en: {
      subject: 'Tofulab: activate your account',
      intro: 'Hello {name}, here is a new link to activate your account:',
      button: 'Activate my account',
      outro: 'This link is valid for 48 hours.',
    },
    es: {
      subject: 'Tofulab: active su cuenta',
      intro: 'Hola {name}, aquí tiene un nuevo enlace para activar su cuenta:',
      button: 'Activar mi cuenta',
      outro: 'Este enlace es válido durante 48 horas.',
    },
  },
  reset: {
    fr: {
      subject: 'Tofulab : réinitialisation du mot de passe',
      intro: 'Bonjour {name}, pour choisir un nouveau mot de passe, ouvrez ce lien :',
      button: 'Choisir un nouveau mot de passe',
      outro: "Ce lien est valable 2 heures. Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.",
    },
    en: {
      subject: 'Tofulab: password reset',
      intro: 'Hello {name}, to choose a new password, open this link:',
      button: 'Choose a new password',
      outro: 'This link is valid for 2 hours. If you asked for nothing, ignore this e-mail: your password does not change.',
    },
    es: {
      subject: 'Tofulab: restablecer la contraseña',
      intro: 'Hola {name}, para elegir una nueva contraseña, abra este enlace:',
      button: 'Elegir una nueva contraseña',
      outro: 'Este enlace es válido durante 2 horas. Si no ha pedido nada, ignore este correo: su contraseña no cambia.',
    },
  },
  emailChange: {
    fr: {
      subject: "Tofulab : confirmez votre nouvelle adresse e-mail",
      intro: 'Bonjour {name}, pour faire de cette adresse celle de votre compte, ouvrez ce lien :',
      button: 'Confirmer cette adresse',
      outro: "Ce lien est valable 48 heures. Si vous n'avez rien demandé, ignorez cet e-mail.",
    },
    en: {
      subject: 'Tofulab: confirm your new e-mail address',
      intro: 'Hello {name}, to make this address your account’s, open this link:',
      button: 'Confirm this address',
      outro: 'This link is valid for 48 hours. If you asked for nothing, ignore this e-mail.',
    },
    es: {
      subject: 'Tofulab: confirme su nueva dirección de correo',
      intro: 'Hola {name}, para que esta dirección sea la de su cuenta, abra este enlace:',
      button: 'Confirmar esta dirección',
      outro: 'Este enlace es válido durante 48 horas. Si no ha pedido nada, ignore este correo.',
    },
  },
};

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

export function tokenLink(baseUrl: string, lang: Lang, kind: MailKind, token: string): string {
  return `${baseUrl}/${lang}/auth-action?action=${MAIL_ACTIONS[kind]}&token=${encodeURIComponent(token)}`;
}

export function composeMail(kind: MailKind, lang: Lang, name: string, link: string): MailContent {
  const texts = TEXTS[kind][lang];
  const intro = texts.intro.replace('{name}', name);
  return {
    subject: texts.subject,
    text: `${intro}\n\n${link}\n\n${texts.outro}\n\n— Tofulab\n`,
    html:
      `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">` +
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.button)}</a></p>` +
      `<p style="font-size:small">${escapeHtml(link)}</p>` +
      `<p>${escapeHtml(texts.outro)}</p><p>— Tofulab</p></body></html>`,
  };
}
