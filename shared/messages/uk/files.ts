import type { Translation } from '../catalogue.js';
import type { fileTexts as polish } from '../files.js';

/** The file rules' texts in Ukrainian (the Polish source: ../files.ts). */
export const fileTexts = {
  tooLarge30: 'Файли завеликі! Загальний розмір вкладень не може перевищувати 30 МБ',
  unsupportedCategoryAttachment:
    'Непідтримуваний тип файлу. Підтримувані файли: PDF, JPG, JPEG, PNG, DOC, DOCX, XLS, XLSX, CSV, MP3, TXT',
  unsupportedReportAttachment: (types: readonly string[]) =>
    `Непідтримуваний тип файлу. Підтримувані файли: ${types.join(',')}`,
  tooLargeStaff: 'Файли завеликі! Загальний розмір вкладень не може перевищувати 50 МБ',
  unsupportedStaffAttachment:
    'Непідтримуваний тип файлу. Підтримувані файли: DOC,DOCX,PDF,JPG,JPEG,PNG,XLS,XLSX,CSV,MP3,M4A,MSG,ZIP,7Z',
  tooManyFiles: 'Досягнуто ліміту файлів для цього повідомлення.',
  fileNotFound: 'Файл не знайдено.',
  contentMismatch: 'Вміст файлу не відповідає його типу.',
  uploadMissing: 'Файл не надіслано або його розмір відрізняється від заявленого.',
  voiceNotOffered: 'Організація не приймає голосових повідомлень. Видаліть запис із повідомлення.',
  infected: (position: number) =>
    `Вкладення № ${position} містить вірус або шкідливу програму, тому його не прийнято. Видаліть його та надішліть повідомлення ще раз.`,
  scanUnavailable:
    'Антивірусна перевірка вкладень тимчасово недоступна, тому повідомлення з вкладеннями не прийнято. Спробуйте пізніше або надішліть повідомлення без вкладень.',
  scanKeyMissing: 'Налаштування форми змінилися. Оновіть сторінку та надішліть повідомлення ще раз.',
  uploadInfected: 'Файл містить вірус або шкідливу програму, тому його не додано.',
  uploadScanUnavailable: 'Антивірусна перевірка файлів тимчасово недоступна, тому файл не додано. Спробуйте пізніше.',
  uploadScanChanged: 'Налаштування антивірусної перевірки змінилися. Оновіть сторінку та додайте файл ще раз.',
  staffScannedTitle: 'Файли перевіряються антивірусом',
  staffScanned:
    'Організація перевіряє додані файли антивірусною програмою. Тому на час перевірки сервер розшифровує кожен доданий тут файл і бачить його вміст; незашифрованої копії він не зберігає. Файл із вірусом буде відхилено.',
} as const satisfies Translation<typeof polish>;
