import type { Translation } from '../catalogue.js';
import type { formReceiptTexts as polish } from '../form-receipt.js';

/** The success modal's offer of the signed receipt, in Ukrainian (the Polish source: ../form-receipt.ts). */
export const formReceiptTexts = {
  download: 'Завантажити підтвердження подання (PDF)',
  hint: 'Підписане Ostoja підтвердження засвідчує, що і коли повідомлення подано, без його змісту і без пароля. Ви можете показати його, наприклад, суду або Уповноваженому з прав людини (RPO); будь-хто перевірить його на сторінці /verify. Підтвердження складено польською мовою.',
  failed: 'Не вдалося підготувати підтвердження. Спробуйте ще раз.',
  keepSafe:
    'Зберігайте підтвердження в безпечному місці, найкраще на приватному пристрої, а не на службовому: підтвердження, знайдене кимось іншим, показує, що повідомлення подали саме Ви.',
  inboxTitle: 'Підтвердження подання повідомлення',
} as const satisfies Translation<typeof polish>;
