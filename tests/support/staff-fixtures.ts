import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { getStaffUserByEmail } from '../../functions/data/staff-users.js';

/**
 * Turns on SMS two-step login for a user, as the users panel will (it is not built yet): the
 * tests of the login flow need the flag, not the panel.
 */
export async function enableSmsLogin(email: string, phone: string): Promise<void> {
  const user = await getStaffUserByEmail(email);
  if (!user) throw new Error(`no user ${email}`);
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.staffUser(user.tenantId, user.userId),
      UpdateExpression: 'SET smsAuthorization = :on, phone = :phone',
      ExpressionAttributeValues: { ':on': true, ':phone': phone },
    }),
  );
}
