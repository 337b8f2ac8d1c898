/**
 * The one DynamoDB table (DESIGN §5). CDK builds the table from this spec, the local runtime
 * and the integration tests create it from the same spec. Items:
 *
 * | item                          | PK                  | SK                        | GSI1PK / GSI1SK                     |
 * |-------------------------------|---------------------|---------------------------|-------------------------------------|
 * | tenant (organisation)         | T#{tid}             | TENANT                    |                                     |
 * | alias → tenant                | ALIAS#{alias}       | ALIAS                     |                                     |
 * | staff user                    | T#{tid}             | USER#{uid}                |                                     |
 * | e-mail → user                 | EMAIL#{email}       | EMAIL                     |                                     |
 * | counters                      | T#{tid}             | COUNT                     |                                     |
 * | staff session                 | SES#{sha256(id)}    | SES                       |  (TTL expiresAtEpoch)               |
 * | inbox session                 | INBOX#{sha256(tok)} | INBOX                     |  (TTL expiresAtEpoch)               |
 * | activation / reset link       | ACT#… / RST#…       | ACT / RST                 |  (TTL expiresAtEpoch)               |
 * | SMS login challenge           | CODE#{sha256(id)}   | CODE                      |  (TTL expiresAtEpoch)               |
 * | server secret (fake salts)    | CONFIG              | SERVER_SECRET             |                                     |
 * | rate-limit bucket             | RL#{scope}#{key}    | RL                        |  (TTL expiresAtEpoch)               |
 * | category (fields embedded)    | T#{tid}             | CAT#{cid}                 |                                     |
 * | category attachment           | T#{tid}             | CATFILE#{cid}#{fid}       |                                     |
 * | report                        | T#{tid}             | REP#{rid}                 | T#{tid}#S#{state} / {receivedAt}#{rid} |
 * | report file                   | R#{rid}             | FILE#{fid}                |                                     |
 * | identifier → report (inbox)   | RID#{identifier}    | RID                       |                                     |
 * | submission slot               | SLOT#{rid}          | SLOT                      |  (TTL expiresAtEpoch)               |
 * | log entry                     | T#{tid}#LOG         | {ts}#{id}                 | R#{rid}#LOG / {ts}#{id}             |
 *
 * Keys are spelled only in keys.ts (S3 object keys in object-keys.ts); every item is shaped by
 * `tableItem` (item.ts), which records `entity` (what it is) and `v` (schema version). TTL
 * deletes lazily: readers check `expiresAt`.
 */
export const tableSpec = {
  partitionKey: 'PK',
  sortKey: 'SK',
  globalIndexes: [{ name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' }],
  ttlAttribute: 'expiresAtEpoch',
} as const;

export type TableKey = { PK: string; SK: string };
