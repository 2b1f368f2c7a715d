/** Spanish texts of entities/stuff/messages. Typed by the French ones: no key may be missing. */
import type { StuffMessages } from './fr.ts';

export const es: StuffMessages = {
  'builder.saveFailed': 'No se pudo guardar el borrador en este navegador: se perderá al cerrarlo.',
  'builder.localStuffCorrupt': 'Tu borrador guardado no se podía leer: se ha eliminado.',

  'builder.transfer.error.stufferCode': 'No es un código dofus-stuffer válido: puede estar incompleto o mal copiado. Vuelve a copiar el código o el enlace entero.',
  'builder.transfer.error.invalidStuff': 'Este código contiene un equipo que Tofulab no puede abrir (un valor fuera de los límites).',
  'builder.transfer.error.share.not_share_code': 'No es un código para compartir de Tofulab.',
  'builder.transfer.error.share.unsupported_version': 'Este código para compartir viene de una versión más reciente de Tofulab: recarga la página.',
  'builder.transfer.error.share.damaged': 'Este código para compartir está dañado (cortado o modificado): vuelve a copiar el enlace entero.',
  'builder.transfer.error.share.invalid_stuff': 'Este código para compartir contiene un equipo no válido.',
  'builder.transfer.error.share.other_game': 'Este código para compartir se hizo para otra versión del juego.',
  'stuff.active.missingTitle': 'Ningún equipo está activo',
  'stuff.active.missingBody': 'El equipo activo recordado en este navegador ya no existe: quizá se eliminó. Abra uno de sus equipos o el borrador.',
  'stuff.active.openDraft': 'Abrir el borrador',
};
