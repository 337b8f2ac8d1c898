import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffRights } from '../../shared/domain/staff-user.js';
import { dynamo, tableName } from './client.js';
import { keys } from './keys.js';

export interface StaffUser extends StaffRights {
  tenantId: string;
  userId: string;
  email: string;
  name: string;
  phone: string | null;
  smsAuthorization: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export async function getStaffUser(tenantId: string, userId: string): Promise<StaffUser | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.staffUser(tenantId, userId) }));
  return (Item as StaffUser | undefined) ?? null;
}
