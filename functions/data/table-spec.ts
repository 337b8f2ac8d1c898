/**
 * The one DynamoDB table (docs/development.md, "Data"). CDK builds the table from this spec, the local runtime
 * and the integration tests create it from the same spec. Items:
 *
 * | item                          | PK                  | SK                        | index keys                          |
 * |-------------------------------|---------------------|---------------------------|-------------------------------------|
 * | tenant (organisation)         | T#{tid}             | TENANT                    |                                     |
 * | alias → tenant                | ALIAS#{alias}       | ALIAS                     |  (lower case: unique whatever the case) |
 * | Settings upload under way     | T#{tid}             | UPLOAD#{fid}              |  (TTL expiresAtEpoch)               |
 * | acknowledgement text version  | T#{tid}             | ACKTPL#{templateId}#{ver} |  (immutable; reports name it)       |
 * | internal procedure version    | T#{tid}             | PROCEDURE#{ver}           |  (procedures.ts; text fixed at consultation) |
 * | phone PIN → tenant (unique)   | PIN#{pin}           | PIN                       |                                     |
 * | e-mail report address → tenant| MAILIN#{address}    | MAILIN                    |  (unique, lower case)               |
 * | received e-mail → its report  | INMAIL#{objectKey}  | T#{tid}                   |  (TTL expiresAtEpoch)               |
 * | directory of organisations    | TENANTS             | T#{tid}                   |  (what jobs over all organisations walk) |
 * | deadline digest sent          | DIGEST#{day}        | {tid}#{uid}               |  (TTL expiresAtEpoch)               |
 * | staff user                    | T#{tid}             | USER#{uid}                |                                     |
 * | e-mail → user                 | EMAIL#{email}       | EMAIL                     |                                     |
 * | counters                      | T#{tid}             | COUNT                     |                                     |
 * | staff session                 | SES#{sha256(id)}    | SES                       |  (TTL expiresAtEpoch)               |
 * | inbox session                 | INBOX#{sha256(tok)} | INBOX                     |  (TTL expiresAtEpoch)               |
 * | activation / reset link       | ACT#… / RST#…       | ACT / RST                 |  (TTL expiresAtEpoch)               |
 * | staff user invitation         | INV#{sha256(tok)}   | INV                       |  (TTL expiresAtEpoch)               |
 * | SMS login challenge           | CODE#{sha256(id)}   | CODE                      |  (TTL expiresAtEpoch)               |
 * | staff passkey                 | PASSKEY#{sha256(cred)} | PASSKEY                |                                     |
 * | WebAuthn challenge            | WEBAUTHN#{sha256(ch)} | WEBAUTHN                |  (TTL expiresAtEpoch)               |
 * | server secret (fake salts)    | CONFIG              | SERVER_SECRET             |                                     |
 * | rate-limit bucket             | RL#{scope}#{key}    | RL, RL#{client} (per client within the key) |  (TTL expiresAtEpoch) |
 * | category (fields embedded)    | T#{tid}             | CAT#{cid}                 |                                     |
 * | category attachment           | T#{tid}             | CATFILE#{cid}#{fid}       |                                     |
 * | default category of a kind    | T#{tid}             | DEFAULT#{kind}            |                                     |
 * | report                        | T#{tid}#R#{rid}     | REPORT                    | Lists: T#{tid}#L#{list} / {receivedAt}#{rid} |
 * | report's category list entry  | T#{tid}#R#{rid}     | CATEGORY_ENTRY            | Lists: T#{tid}#C#{cid}#L#{list} / {receivedAt}#{rid} |
 * | report handled by a user      | T#{tid}#HANDLED     | {uid}#{rid}               |  ('Moje sprawy', the digest; report-handlers.ts) |
 * | report's files, notes…        | T#{tid}#R#{rid}     | FILE#{fid}, NOTE#…        |                                     |
 * | rule escalation sent          | T#{tid}#R#{rid}     | ESCALATION#{kind}#{uid}   |  (sent once; goes with the report)  |
 * | data marked irrelevant        | T#{tid}#R#{rid}     | MINIM#{mid}               |  (goes with the report; report-minimisations.ts) |
 * | irrelevant data due deletion  | T#{tid}             | MINIMDUE#{dueAt}#{rid}#{mid} |  (what the deletion job reads)   |
 * | conversation message          | T#{tid}#R#{rid}     | MSG#{sentAt}#{mid}        |                                     |
 * | message id claim              | T#{tid}#R#{rid}     | MSGID#{mid}               |                                     |
 * | notice of replies (sealed)    | T#{tid}#R#{rid}     | NOTICE                    |                                     |
 * | notice due (reply, archiving) | NOTICE_DUE          | {tid}#{rid}               |  (what the notifier job reads)      |
 * | category report counters      | T#{tid}             | COUNT#CAT#{cid}           |                                     |
 * | report statistics of a month  | T#{tid}#STATS       | M#{YYYY-MM}#C#{cid}       |  (per category; report-statistics.ts) |
 * | deleted report being purged   | PURGE               | {tid}#{rid}               |                                     |
 * | identifier → report (inbox)   | RID#{identifier}    | RID                       |                                     |
 * | submission slot               | SLOT#{rid}          | SLOT                      |  (TTL expiresAtEpoch)               |
 * | log entry (hash-chained)      | T#{tid}#LOG         | {ts}#{id}                 |                                     |
 * | log chain heads (chain 0, c)  | T#{tid}             | LOG_HEAD, LOG_HEAD#{c}    |                                     |
 * | heads last anchored (digest)  | T#{tid}             | LOG_ANCHORED              |                                     |
 * | log entry listed under report | T#{tid}#R#{rid}     | LOG#{ts}#{id}             |                                     |
 * | forward to an authority       | T#{tid}#R#{rid}     | FWD#{fid}                 |  (TTL expiresAtEpoch while pending) |
 * | share of a forward (/external)| SHARE#{sha256(id)}  | SHARE                     |  (TTL expiresAtEpoch)               |
 * | share's bundle due to expire  | T#{tid}             | SHAREEXP#{expiresAt}#{rid}#{fid} |                              |
 * | e-mail sent → its forward     | MAILMSG#{messageId} | MAILMSG                   |  (TTL expiresAtEpoch)               |
 * | order (billing)               | T#{tid}             | ORDER#{oid}               |                                     |
 * | payment token → order         | PAY#{token}         | PAY                       |                                     |
 * | discount code                 | DISCOUNTS           | CODE#{code}               |                                     |
 * | invoice counter of a year     | INVOICES            | YEAR#{yyyy}               |                                     |
 * | invoice register entry        | INVOICES            | FV#{yyyy}#{n, 8 digits}   |                                     |
 * | refused payment notification  | PAYREFUSED#{day}    | {ts}#{id}                 |  (TTL expiresAtEpoch)               |
 * | licence reminder sent         | T#{tid}             | LICMAIL#{validTo}#{days}  |  (TTL expiresAtEpoch)               |
 * | operator's log (npm run ops)  | OPS                 | {ts}#{id}                 |                                     |
 *
 * Keys are spelled only in keys.ts (S3 object keys in object-keys.ts); every item is shaped by
 * `tableItem` (item.ts), which records `entity` (what it is) and `v` (schema version). TTL
 * deletes lazily: readers check `expiresAt`.
 *
 * The system log: an organisation's entries are one partition sorted by time, which is also
 * the order of their hash chain (an entry's time never runs before its predecessor's), so a
 * search by days is a key range and the chain is read in order. The head item (number and hash
 * of the newest entry) is moved, under a condition, in the transaction of every entry: the
 * chain cannot fork. A report's entries are listed by small link items in the report's
 * partition (its log is one Query and a BatchGet; a deleted report's links go with it, the
 * entries stay).
 *
 * Lists (report lists, 'Wiadomości', the register) read the `Lists` index, which projects only a
 * row's attributes (never ciphertext). `{list}` is new | open | msg (open, with unread reporter
 * messages) | arch; the open list reads open + msg, the register all four. A report is listed
 * for the whole organisation (administrators) by its own item and per category (users and
 * auditors, who see their categories only) by its category entry, so every page is a Query of
 * page size whatever the number of reports.
 */
/** What a list row shows: the only attributes the `Lists` index copies (docs/development.md, "Data"). */
export const reportRowAttributes = [
  'reportId',
  'identifier',
  'type',
  'state',
  'receivedAt',
  'archivedAt',
  'acknowledgedAt',
  'feedbackAt',
  'hasAttachments',
  'repliesCount',
  'label',
  'categoryId',
  'categoryName',
  'hasNewMessages',
] as const;

export interface IndexSpec {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** Only the keys and the attributes named (never ciphertext). */
  projection: { include: readonly string[] };
}

export const tableSpec = {
  partitionKey: 'PK',
  sortKey: 'SK',
  globalIndexes: [
    { name: 'Lists', partitionKey: 'ListPK', sortKey: 'ListSK', projection: { include: reportRowAttributes } },
  ] satisfies readonly IndexSpec[],
  ttlAttribute: 'expiresAtEpoch',
} as const;

export type TableKey = { PK: string; SK: string };
