import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as synthetics from 'aws-cdk-lib/aws-synthetics';
import { Construct } from 'constructs';
import { acceptWildcardsOf, acknowledge } from '../nag.js';

/** One synthetic check: requests a visitor's browser makes, each with the answer it must get. */
export interface SyntheticCheck {
  /** Names the canary and its alarm. */
  id: string;
  /** The screen it stands for. */
  path: string;
  /** What a failure means, for the alarm's description. */
  what: string;
  requests: readonly { path: string; status: readonly number[]; contentType: 'text/html' | 'application/json' }[];
}

/**
 * An alias no organisation uses (it is not reserved: should one take it, the read answers 200,
 * which the check accepts too). The form's read answers 404 for it, which proves CloudFront, the
 * API, its Lambda and the table answer, without a real organisation's form.
 */
export const CANARY_FORM_ALIAS = 'kontrola-dostepnosci';

export const SYNTHETIC_CHECKS: readonly SyntheticCheck[] = [
  {
    id: 'Form',
    path: `/form/${CANARY_FORM_ALIAS}`,
    what: 'reporters cannot open the public form',
    requests: [
      { path: `/form/${CANARY_FORM_ALIAS}`, status: [200], contentType: 'text/html' },
      { path: `/api/public/forms/${CANARY_FORM_ALIAS}`, status: [200, 404], contentType: 'application/json' },
    ],
  },
  {
    id: 'Login',
    path: '/login',
    what: 'staff cannot open the sign-in page',
    requests: [{ path: '/login', status: [200], contentType: 'text/html' }],
  },
  {
    id: 'Health',
    path: '/api/health',
    what: 'the API or its table does not answer',
    requests: [{ path: '/api/health', status: [200], contentType: 'application/json' }],
  },
];

/** How often each canary runs: 3 canaries × 6 runs an hour ≈ 13,000 runs, about USD 16 a month. */
export const CANARY_PERIOD = Duration.minutes(10);

/**
 * The canary's code (inline: Synthetics deploys it as `index.js`): plain HTTPS requests from
 * outside, no browser, so a run costs little and never fills a form in.
 */
export function canaryCode(siteUrlVariable: string, check: SyntheticCheck): string {
  return `exports.handler = async () => {
  const site = process.env.${siteUrlVariable};
  for (const request of ${JSON.stringify(check.requests)}) {
    const response = await fetch(site + request.path, { redirect: 'manual', signal: AbortSignal.timeout(10000) });
    const type = response.headers.get('content-type') || '';
    if (!request.status.includes(response.status) || !type.startsWith(request.contentType))
      throw new Error(request.path + ' answered ' + response.status + ' ' + type);
  }
  return 'ok';
};
`;
}

/** A CloudWatch Synthetics canary running one check against the site every CANARY_PERIOD. */
export class SiteCanary extends Construct {
  readonly canary: synthetics.Canary;

  constructor(scope: Construct, id: string, props: { name: string; siteUrl: string; check: SyntheticCheck }) {
    super(scope, id);
    const artifacts = new s3.Bucket(this, 'Artifacts', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      lifecycleRules: [{ expiration: Duration.days(14) }],
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledge(
      artifacts,
      ['AwsSolutions-S1'],
      "holds only the canaries' own run reports (no visitor's request), kept 14 days: an access log of it would add nothing",
    );
    this.canary = new synthetics.Canary(this, 'Canary', {
      canaryName: `${props.name}-${props.check.id}`.toLowerCase().slice(0, 21),
      runtime: synthetics.Runtime.SYNTHETICS_NODEJS_PUPPETEER_13_0,
      test: synthetics.Test.custom({
        code: synthetics.Code.fromInline(canaryCode('SITE_URL', props.check)),
        handler: 'index.handler',
      }),
      environmentVariables: { SITE_URL: props.siteUrl },
      schedule: synthetics.Schedule.rate(CANARY_PERIOD),
      artifactsBucketLocation: { bucket: artifacts },
      successRetentionPeriod: Duration.days(7),
      failureRetentionPeriod: Duration.days(14),
      timeout: Duration.seconds(30),
    });
    acceptWildcardsOf(
      this.canary,
      "the role CDK writes for a canary: its own artifacts bucket, its log groups (named by the canary's Lambda, unknown beforehand) and CloudWatch's PutMetricData, which has no resource",
    );
  }
}
