import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsEndpoints, awsRegion, awsRequestHandler, requireEnv } from '../lib/env.js';

/** Created once per module (reused across Lambda invocations). */
export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: awsRegion(), endpoint: awsEndpoints.dynamodb(), requestHandler: awsRequestHandler() }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const tableName = (): string => requireEnv('TABLE_NAME');
