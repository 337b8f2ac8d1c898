import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { conditionHeld } from './conditions.js';
import { keys } from './keys.js';
import type { TableKey } from './table-spec.js';

/** The items of uploads under way, which a completion claims. */
export const uploadItems = {
  categoryFile: (file: { tenantId: string; categoryId: string; fileId: string }) =>
    keys.categoryFile(file.tenantId, file.categoryId, file.fileId),
  reportFile: (file: { tenantId: string; reportId: string; fileId: string }) =>
    keys.reportFile(file.tenantId, file.reportId, file.fileId),
  settingsUpload: (tenantId: string, fileId: string) => keys.settingsUpload(tenantId, fileId),
};

/**
 * One completion of an upload at a time: its item (a pending file, or a Settings upload, which
 * has no state) is claimed until `until` before anything is written under the file's final key.
 * Fails when the item is gone, no longer pending, or held by a claim that has not lapsed.
 */
export async function claimUploadCompletion(key: TableKey, now: Date, until: Date): Promise<boolean> {
  return conditionHeld(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET completingUntil = :until',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(#state) OR #state = :pending) AND ' +
          '(attribute_not_exists(completingUntil) OR completingUntil < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending', ':now': now.toISOString(), ':until': until.toISOString() },
      }),
    ),
  );
}

/** Gives back a claim whose completion stored nothing, so a retry need not wait for it to lapse. */
export async function releaseUploadCompletion(key: TableKey, until: Date): Promise<void> {
  await conditionHeld(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'REMOVE completingUntil',
        ConditionExpression: 'completingUntil = :until',
        ExpressionAttributeValues: { ':until': until.toISOString() },
      }),
    ),
  );
}
