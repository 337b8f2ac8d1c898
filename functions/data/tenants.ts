import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Licence } from '../../shared/domain/tenant.js';
import { dynamo, tableName } from './client.js';
import { keys } from './keys.js';

export interface Tenant {
  tenantId: string;
  name: string;
  alias: string;
  licence: Licence;
  internalSales: boolean;
  createdAt: string;
}

export async function getTenant(tenantId: string): Promise<Tenant | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.tenant(tenantId) }));
  return (Item as Tenant | undefined) ?? null;
}

/** The tenant whose public form answers at `/form/{alias}`. */
export async function getTenantIdByAlias(alias: string): Promise<string | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.alias(alias) }));
  return (Item?.tenantId as string | undefined) ?? null;
}
