import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { keys } from './keys.js';

/** Resolves when the table answers a read (of an item that never exists); rejects otherwise. */
export async function checkTableReachable(): Promise<void> {
  await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.healthProbe() }));
}
