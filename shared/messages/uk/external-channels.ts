import type { Translation } from '../catalogue.js';
import type { externalChannelTexts as polish } from '../external-channels.js';

/** The external channels explained, in Ukrainian (the Polish source: ../external-channels.ts). */
export const externalChannelTexts = {
  title: 'Зовнішнє повідомлення',
  intro:
    'Про порушення можна повідомити й поза організацією, не звертаючись спершу до неї. Таке зовнішнє повідомлення дає вам такий самий захист.',
  ombudsman:
    'Уповноважений з прав людини (Rzecznik Praw Obywatelskich) приймає зовнішні повідомлення і передає їх органу, який має вжити подальших заходів:',
  authorities:
    'Державний орган (наприклад, Державна інспекція праці, Управління з питань захисту конкуренції та споживачів, прокуратура) приймає зовнішні повідомлення у справах своєї компетенції.',
  euBodies:
    'Про порушення права Європейського Союзу можна повідомити також установам, органам, офісам та агентствам Європейського Союзу (наприклад, Європейському бюро боротьби з шахрайством, OLAF).',
  organisationNote: 'Інформація від організації',
  organisationNoteInPolish: 'Організація надала цю інформацію лише польською мовою.',
  procedure: (version: string, inForceFrom: string) =>
    `Процедура внутрішніх повідомлень організації (версія ${version}, діє з ${inForceFrom}; PDF польською мовою)`,
} as const satisfies Translation<typeof polish>;
