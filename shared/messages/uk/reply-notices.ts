import type { Translation } from '../catalogue.js';
import type { replyNoticeTexts as polish } from '../reply-notices.js';

/** The opt-in notice of replies in Ukrainian (the Polish source: ../reply-notices.ts). */
export const replyNoticeTexts = {
  title: 'Сповіщення про відповідь',
  intro:
    'Залиште адресу електронної пошти або номер телефону, і раз на день, коли організація відповість, ви отримаєте лише повідомлення «Masz nową odpowiedź w skrzynce» («У вашій скриньці нова відповідь») — без змісту, ідентифікатора та назви організації.',
  exposure:
    'Оператор платформи міг би прочитати вказану адресу чи номер, а ваш поштовий або мобільний оператор побачить сповіщення. Не вказуйте робочу адресу чи робочий номер і не отримуйте сповіщення на робочому пристрої.',
  channelLabel: 'Сповіщати мене через',
  channelEmail: 'E-mail',
  channelSms: 'SMS',
  emailLabel: 'Адреса електронної пошти',
  phoneLabel: 'Номер телефону (9 цифр без пробілів)',
  save: 'Увімкнути сповіщення',
  saved: 'Сповіщення увімкнено.',
  active: (masked: string) => `Сповіщення увімкнено: ${masked}`,
  remove: 'Видалити сповіщення',
  removed: 'Сповіщення видалено, адресу стерто.',
  failed: 'Не вдалося зберегти сповіщення. Спробуйте ще раз.',
  emailInvalid: 'Неправильний формат адреси електронної пошти',
  phoneInvalid: 'Номер телефону має містити 9 цифр без пробілів',
  phoneReport: 'Для телефонного повідомлення сповіщення про відповідь неможливе.',
  notice: 'Masz nową odpowiedź w skrzynce',
} as const satisfies Translation<typeof polish>;
