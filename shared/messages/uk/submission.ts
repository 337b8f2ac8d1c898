import type { Translation } from '../catalogue.js';
import type { submissionTexts as polish } from '../submission.js';

/** What the server answers to a submission it refuses, in Ukrainian (the Polish source: ../submission.ts). */
export const submissionTexts = {
  formNotFound: 'Форму для повідомлень не знайдено.',
  categoryNotFound: 'Категорію не знайдено.',
  slotExpired: 'Час на надсилання повідомлення минув. Надішліть повідомлення ще раз.',
  finaliseInProgress: 'Повідомлення саме зберігається. Оновіть сторінку за мить і не надсилайте його ще раз.',
  filesNotAllowed: 'У цій категорії не можна додавати файли.',
  voiceNotOffered: 'Організація не приймає голосових повідомлень. Видаліть запис і надішліть повідомлення ще раз.',
  unknownField: 'Поле не належить до вибраної категорії.',
  missingRequired: 'Не заповнено обов’язкове поле.',
  reporterRequired: 'У цій категорії потрібно вказати ваші дані.',
  reporterNotAllowed: 'Повідомлення в цій категорії анонімні: ваші дані не приймаються.',
  filesMismatch: 'Список файлів не збігається з надісланими файлами.',
  wrongKey: 'Ключ повідомлення не зашифровано ключем організації.',
  valueTooLong: 'Задовгий текст у полі.',
  tooLong: 'Повідомлення задовге.',
  categoryMismatch: 'Категорія не збігається з категорією розпочатого повідомлення.',
} as const satisfies Translation<typeof polish>;
