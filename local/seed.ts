import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../functions/data/client.js';
import { keys } from '../functions/data/keys.js';
import { demo } from './config.js';

/** Seeds the demo organisation (first start only). */
export async function seedDemo(): Promise<void> {
  const tenantId = 'demo';
  const validTo = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
  const now = new Date().toISOString();
  const items = [
    { ...keys.tenant(tenantId), type: 'tenant', v: 1, tenantId, name: demo.organisationName, alias: demo.alias, licence: { packageId: 'basic', validTo }, internalSales: false, createdAt: now },
    { ...keys.alias(demo.alias), type: 'alias', v: 1, tenantId },
  ];
  for (const Item of items) {
    await dynamo.send(new PutCommand({ TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' }));
  }
}
