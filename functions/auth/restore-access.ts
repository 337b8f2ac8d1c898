import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { restoreAccess } from '@shared/contracts/index.js';
import { authTexts } from '@shared/messages/auth.js';
import { dynamo, tableName } from '../data/client.js';
import { keys } from '../data/keys.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest } from '../lib/http-error.js';

/** Stores the organisation key the caller's browser re-wrapped for them with the recovery key. */
export const handler = defineHandler(restoreAccess, async ({ body, caller }) => {
  const { user } = caller;
  if (body.wrappedForUser.kid !== user.credentials?.kid) {
    throw badRequest(undefined, { wrappedForUser: authTexts.keyNotForYou });
  }
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.staffUser(user.tenantId, user.userId),
      UpdateExpression: 'SET wrappedOrgKey = :k',
      ConditionExpression: 'attribute_exists(PK) AND credentials.kid = :kid',
      ExpressionAttributeValues: { ':k': body.wrappedForUser, ':kid': body.wrappedForUser.kid },
    }),
  );
  return { ok: true as const };
});
