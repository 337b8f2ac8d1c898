import type { Translation } from '../catalogue.js';
import type { sentTexts as polish } from '../form-sent.js';

/** The form's send and what follows it, in Ukrainian (the Polish source: ../form-sent.ts). */
export const sentTexts = {
  confirmTitle: 'Підтвердіть повідомлення',
  confirmText: 'Ви впевнені, що хочете надіслати повідомлення?',
  confirmSend: 'Надіслати',
  confirmCancel: 'Скасувати',
  fetchingKey: 'Отримуємо відкритий ключ…',
  keyFetched: 'Відкритий ключ отримано.',
  encrypting: 'Шифруємо дані…',
  encrypted: 'Дані зашифровано.',
  sending: 'Надсилаємо повідомлення…',
  emptyKey: 'Помилка під час отримання ключа повідомлення',

  encryptionProgress: 'Хід шифрування',
  uploadProgress: 'Хід надсилання вкладень',
  uploadFailed: 'Не вдалося надіслати вкладення. Спробуйте ще раз.',
  retrying: 'Надсилаємо ще раз…',

  successTitle: 'Повідомлення надіслано',
  successIntro: (company: string) => `Повідомлення зашифровано й передано організації «${company}».`,
  identifier: 'Ідентифікатор повідомлення',
  password: 'Пароль',
  receivedAt: 'Дата отримання',
  successWarning:
    'Збережіть ідентифікатор і пароль зараз. Їх неможливо відновити чи створити знову: Ostoja не знає вашого пароля, а без нього ви не прочитаєте відповіді організації.',
  successInbox: 'Відповіді ви прочитаєте, увійшовши до скриньки викривача:',
  copy: 'Копіювати',
  copied: 'Скопійовано',
  download: 'Завантажити файл .txt',
  print: 'Друкувати',
  savedConfirm: 'Ідентифікатор і пароль у мене збережено.',
  close: 'Закрити',
  fileHeader: 'Ostoja — дані доступу до повідомлення',
  fileName: (identifier: string) => `povidomlennia-${identifier}.txt`,
} as const satisfies Translation<typeof polish>;
