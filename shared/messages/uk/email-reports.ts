import type { Translation } from '../catalogue.js';
import type { emailReplyTexts as polish } from '../email-reports.js';

/** The reply to the sender of an e-mail report, in Ukrainian (the Polish source: ../email-reports.ts). */
export const emailReplyTexts = {
  subject: (organisation: string) => `Повідомлення, надіслане електронною поштою до «${organisation}», прийнято`,
  title: 'Ваше повідомлення прийнято',
  intro: (organisation: string) =>
    `Ваш лист прийнято як повідомлення до організації «${organisation}» у системі Ostoja.`,
  credentials: (identifier: string, password: string) =>
    `Ідентифікатор повідомлення: ${identifier}\nПароль: ${password}`,
  inbox:
    'Увійдіть із ними до скриньки повідомлення, щоб переглянути підтвердження отримання, прочитати відповіді й надсилати листи. Збережіть їх: відновити їх неможливо.',
  inboxLink: 'Відкрити скриньку повідомлення',
  unencrypted:
    'Ця відповідь, як і ваш лист, іде звичайною електронною поштою, без наскрізного шифрування. Якщо хтось інший має доступ до вашої поштової скриньки, він може прочитати ідентифікатор і пароль — якщо сумніваєтеся, скористайтеся формою для повідомлень.',
} as const satisfies Translation<typeof polish>;
