/**
 * The messages of accounts (issue 16; site-spec §8 login, token, password, reset, e-mail, mail and
 * profile errors), merged into MESSAGES. Keys that are validation codes of contract/users.ts
 * (`nameFormat`, `passwordTooWeak`…) take `{field}`, the field refused.
 */
import type { Lang } from '#contract/common';
import { MAP_COORDINATE_MAX, MAP_COORDINATE_MIN } from '#game/map-coordinates';

export const ACCOUNT_MESSAGES = {
  // Registration and settings (site-spec §5).
  nameRequired: { fr: 'Le pseudo est obligatoire', en: 'The nickname is required', es: 'El apodo es obligatorio' },
  nameLength: {
    fr: 'Le pseudo doit contenir de 3 à 20 caractères',
    en: 'The nickname must be 3 to 20 characters long',
    es: 'El apodo debe tener entre 3 y 20 caracteres',
  },
  nameFormat: {
    fr: 'Le pseudo doit commencer par une lettre et ne contenir que des lettres, des chiffres, « - », « . » et « _ »',
    en: 'The nickname must start with a letter and hold only letters, digits, "-", "." and "_"',
    es: 'El apodo debe empezar por una letra y contener solo letras, cifras, «-», «.» y «_»',
  },
  nameTaken: { fr: 'Ce pseudo est déjà pris', en: 'This nickname is already taken', es: 'Este apodo ya está en uso' },
  emailRequired: { fr: "L'adresse e-mail est obligatoire", en: 'The e-mail address is required', es: 'La dirección de correo es obligatoria' },
  emailInvalid: { fr: "L'adresse e-mail n'est pas valide", en: 'The e-mail address is not valid', es: 'La dirección de correo no es válida' },
  emailTaken: {
    fr: 'Cette adresse e-mail est déjà utilisée',
    en: 'This e-mail address is already in use',
    es: 'Esta dirección de correo ya está en uso',
  },
  emailMismatch: {
    fr: "La confirmation ne correspond pas à l'adresse e-mail",
    en: 'The confirmation does not match the e-mail address',
    es: 'La confirmación no coincide con la dirección de correo',
  },
  passwordRequired: { fr: 'Le mot de passe est obligatoire', en: 'The password is required', es: 'La contraseña es obligatoria' },
  passwordInvalid: { fr: 'Mot de passe invalide', en: 'Invalid password', es: 'Contraseña no válida' },
  passwordTooWeak: {
    fr: 'Mot de passe trop faible : 6 caractères au minimum',
    en: 'Password too weak: at least 6 characters',
    es: 'Contraseña demasiado débil: 6 caracteres como mínimo',
  },
  passwordMismatch: {
    fr: 'La confirmation ne correspond pas au mot de passe',
    en: 'The confirmation does not match the password',
    es: 'La confirmación no coincide con la contraseña',
  },
  captchaRequired: { fr: 'Le captcha est obligatoire', en: 'The captcha is required', es: 'El captcha es obligatorio' },
  captchaInvalid: {
    fr: 'Le captcha est invalide, expiré ou déjà utilisé : recommencez',
    en: 'The captcha is invalid, expired or already used: please try again',
    es: 'El captcha no es válido, ha caducado o ya se usó: vuelva a intentarlo',
  },
  answerRequired: {
    fr: 'La réponse à la question est obligatoire',
    en: 'The answer to the question is required',
    es: 'La respuesta a la pregunta es obligatoria',
  },
  answerWrong: {
    fr: "Ce n'est pas la bonne réponse à la question",
    en: 'That is not the right answer to the question',
    es: 'Esa no es la respuesta correcta a la pregunta',
  },
  registered: {
    fr: 'Bienvenue ! Un e-mail d’activation a été envoyé à {email}',
    en: 'Welcome! An activation e-mail has been sent to {email}',
    es: '¡Bienvenido! Se ha enviado un correo de activación a {email}',
  },
  // Login (site-spec §4, §8).
  loginInvalid: { fr: 'Pseudo ou e-mail invalide', en: 'Invalid nickname or e-mail', es: 'Apodo o correo no válido' },
  loginWrong: {
    fr: 'Utilisateur ou mot de passe incorrect',
    en: 'Wrong user or password',
    es: 'Usuario o contraseña incorrectos',
  },
  emailNotVerified: {
    fr: "Compte inactif : l'adresse {email} n'est pas encore vérifiée. Cliquez sur le lien d'activation reçu par e-mail pour vous connecter",
    en: 'Inactive account: the address {email} is not verified yet. Click the activation link you received by e-mail to log in',
    es: 'Cuenta inactiva: la dirección {email} aún no está verificada. Haga clic en el enlace de activación recibido por correo para conectarse',
  },
  accountBanned: { fr: 'Ce compte est banni', en: 'This account is banned', es: 'Esta cuenta está bloqueada' },
  userNotFound: { fr: 'Utilisateur introuvable', en: 'User not found', es: 'Usuario no encontrado' },
  tooManyAttempts: {
    fr: 'Trop de tentatives de connexion : réessayez dans {minutes} minutes',
    en: 'Too many login attempts: try again in {minutes} minutes',
    es: 'Demasiados intentos de conexión: vuelva a intentarlo dentro de {minutes} minutos',
  },
  authRequired: { fr: 'Vous devez être connecté', en: 'You must be logged in', es: 'Debe estar conectado' },
  sessionExpired: {
    fr: 'Session expirée : reconnectez-vous',
    en: 'Session expired: please log in again',
    es: 'Sesión caducada: vuelva a conectarse',
  },
  logoutSuccess: { fr: 'Vous êtes déconnecté', en: 'You are logged out', es: 'Se ha desconectado' },
  // Tokens of the mail links.
  tokenExpired: { fr: 'Ce lien a expiré', en: 'This link has expired', es: 'Este enlace ha caducado' },
  tokenInvalid: {
    fr: 'Ce lien est erroné, mal formé ou a déjà servi',
    en: 'This link is wrong, malformed or already used',
    es: 'Este enlace es erróneo, está mal formado o ya se ha usado',
  },
  tokenValid: { fr: 'Ce lien est valide', en: 'This link is valid', es: 'Este enlace es válido' },
  // Mails and their cooldowns (site-spec §5: one request per 2 hours).
  noUserWithEmail: {
    fr: "Aucun utilisateur n'a cette adresse e-mail",
    en: 'No user has this e-mail address',
    es: 'Ningún usuario tiene esta dirección de correo',
  },
  resetCooldown: {
    fr: 'Un e-mail de réinitialisation a déjà été demandé il y a moins de 2 heures',
    en: 'A reset e-mail was already requested less than 2 hours ago',
    es: 'Ya se pidió un correo de restablecimiento hace menos de 2 horas',
  },
  emailChangeCooldown: {
    fr: "Un e-mail de changement d'adresse a déjà été demandé il y a moins de 2 heures",
    en: 'An e-mail change mail was already requested less than 2 hours ago',
    es: 'Ya se pidió un correo de cambio de dirección hace menos de 2 horas',
  },
  activationCooldown: {
    fr: "Un e-mail d'activation a déjà été demandé il y a moins de 2 heures",
    en: 'An activation e-mail was already requested less than 2 hours ago',
    es: 'Ya se pidió un correo de activación hace menos de 2 horas',
  },
  accountAlreadyActive: { fr: 'Ce compte est déjà activé', en: 'This account is already activated', es: 'Esta cuenta ya está activada' },
  mailSent: { fr: 'Un e-mail a été envoyé à {email}', en: 'An e-mail has been sent to {email}', es: 'Se ha enviado un correo a {email}' },
  welcomeMailFailed: {
    fr: "L'e-mail de bienvenue n'a pas pu être envoyé : demandez un nouveau lien d'activation",
    en: 'The welcome e-mail could not be sent: ask for a new activation link',
    es: 'No se pudo enviar el correo de bienvenida: pida un nuevo enlace de activación',
  },
  activationMailFailed: {
    fr: "L'e-mail d'activation n'a pas pu être envoyé",
    en: 'The activation e-mail could not be sent',
    es: 'No se pudo enviar el correo de activación',
  },
  resetMailFailed: {
    fr: "L'e-mail de réinitialisation n'a pas pu être envoyé",
    en: 'The reset e-mail could not be sent',
    es: 'No se pudo enviar el correo de restablecimiento',
  },
  emailChangeMailFailed: {
    fr: "L'e-mail de changement d'adresse n'a pas pu être envoyé",
    en: 'The e-mail change mail could not be sent',
    es: 'No se pudo enviar el correo de cambio de dirección',
  },
  accountActivated: {
    fr: 'Votre compte est activé : vous pouvez vous connecter',
    en: 'Your account is activated: you can log in',
    es: 'Su cuenta está activada: ya puede conectarse',
  },
  passwordChanged: {
    fr: 'Votre mot de passe a été changé : connectez-vous avec le nouveau',
    en: 'Your password has been changed: log in with the new one',
    es: 'Su contraseña se ha cambiado: conéctese con la nueva',
  },
  emailChanged: { fr: 'Votre adresse e-mail est maintenant {email}', en: 'Your e-mail address is now {email}', es: 'Su dirección de correo es ahora {email}' },
  accountDeleted: { fr: 'Votre compte a été supprimé', en: 'Your account has been deleted', es: 'Su cuenta ha sido eliminada' },
  // Social sign-in (site-spec §8: no e-mail on the social account).
  socialNoEmail: {
    fr: "Votre compte {provider} ne donne pas d'adresse e-mail : inscrivez-vous avec un pseudo et un mot de passe",
    en: 'Your {provider} account gives no e-mail address: register with a nickname and a password',
    es: 'Su cuenta de {provider} no da ninguna dirección de correo: regístrese con un apodo y una contraseña',
  },
  socialFailed: {
    fr: 'La connexion avec {provider} a échoué : réessayez',
    en: 'Signing in with {provider} failed: please try again',
    es: 'La conexión con {provider} ha fallado: vuelva a intentarlo',
  },
  socialAlreadyLinked: {
    fr: 'Ce compte {provider} est déjà lié à un autre membre',
    en: 'This {provider} account is already linked to another member',
    es: 'Esta cuenta de {provider} ya está vinculada a otro miembro',
  },
  socialNotConfigured: {
    fr: "La connexion avec {provider} n'est pas disponible",
    en: 'Signing in with {provider} is not available',
    es: 'La conexión con {provider} no está disponible',
  },
  // Profile (site-spec §8).
  ingameNameInvalid: { fr: 'Pseudo en jeu invalide', en: 'Invalid in-game nickname', es: 'Apodo en el juego no válido' },
  favouriteMapInvalid: {
    fr: `Carte en jeu invalide : des coordonnées x,y entre ${MAP_COORDINATE_MIN} et ${MAP_COORDINATE_MAX} sont attendues (exemple : 4,-18)`,
    en: `Invalid in-game map: coordinates x,y between ${MAP_COORDINATE_MIN} and ${MAP_COORDINATE_MAX} are expected (for example 4,-18)`,
    es: `Mapa del juego no válido: se esperan coordenadas x,y entre ${MAP_COORDINATE_MIN} y ${MAP_COORDINATE_MAX} (por ejemplo 4,-18)`,
  },
  aboutInvalid: {
    fr: '« À propos de moi » : 1 000 caractères au plus, en texte simple',
    en: '"About me": 1,000 characters at most, plain text',
    es: '«Sobre mí»: 1000 caracteres como máximo, en texto simple',
  },
} as const satisfies Record<string, Record<Lang, string>>;
