/** English texts of entities/stuff/messages. Typed by the French ones: no key may be missing. */
import type { StuffMessages } from './fr.ts';

export const en: StuffMessages = {
  'builder.saveFailed': 'The draft could not be saved in this browser: it will be lost when you close it.',
  'builder.localStuffCorrupt': 'Your saved draft could not be read: it has been removed.',

  'builder.transfer.error.stufferCode': 'This is not a valid dofus-stuffer code: it may be incomplete or badly copied. Copy the whole code or link again.',
  'builder.transfer.error.invalidStuff': 'This code holds a stuff Tofulab cannot open (a value out of bounds).',
  'builder.transfer.error.share.not_share_code': 'This is not a Tofulab share code.',
  'builder.transfer.error.share.unsupported_version': 'This share code comes from a newer version of Tofulab: reload the page.',
  'builder.transfer.error.share.damaged': 'This share code is damaged (cut or altered): copy the whole link again.',
  'builder.transfer.error.share.invalid_stuff': 'This share code holds an invalid stuff.',
  'builder.transfer.error.share.other_game': 'This share code was made for another version of the game.',
  'stuff.active.missingTitle': 'No equipment is active',
  'stuff.active.missingBody': 'The active equipment remembered in this browser no longer exists: it may have been deleted. Open one of your stuffs, or the draft.',
  'stuff.active.openDraft': 'Open the draft',
};
