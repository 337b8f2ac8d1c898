import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as route53Targets from 'aws-cdk-lib/aws-route53-targets';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/client-address.js';
import { assetCacheControl, documentCacheControl } from '../../functions/lib/security-headers.js';
import { inboxSession, staffSession } from '@shared/domain/session.js';
import { RECEIPT_KEYS_PATH } from '@shared/receipts/receipt-keys.js';
import { OriginSecretRotation } from '../constructs/origin-secret-rotation.js';
import { SiteEdge } from '../constructs/site-edge.js';
import { NAG_REASONS, acknowledge, acknowledgeBucketDeploymentProvider } from '../nag.js';
import { VIEWER_ADDRESS_HEADER } from '../../functions/lib/client-address.js';

export interface WebStackProps extends StackProps {
  httpApi: IHttpApi;
  /** Sent to the API as ORIGIN_VERIFY_HEADER (see ApiStack.originSecret), and rotated from here. */
  originSecret: secretsmanager.ISecret;
  /** The deployment's name prefix (IAM paths of its functions' roles). */
  stackPrefix: string;
  /** The files bucket: presigned URLs point at its regional domain, so the CSP must allow it. */
  filesBucket: s3.IBucket;
  /** The AWS WAF web ACL (us-east-1) in front of the distribution. */
  webAclArn: string;
  /** Custom host name and its us-east-1 certificate (from the edge stack, or an ARN); both or neither. */
  domainName?: string | undefined;
  certificate?: acm.ICertificate | undefined;
  certificateArn?: string | undefined;
  /** The zone to put the site's alias records in (with `domainName`). */
  hostedZone?: { id: string; name: string } | undefined;
  /** Built SPA folder (with index.html) to upload; undefined: no upload (synth before build). */
  siteDist?: string | undefined;
}

/**
 * The viewer headers `/api/*` forwards: those the handlers read (functions/lib/handler.ts,
 * auth.ts). Nothing else a browser sends (user agent, languages, referrer) reaches a Lambda; a
 * handler that starts reading another header needs it added here.
 */
export const API_VIEWER_HEADERS = ['content-type', staffSession.csrfHeader, inboxSession.header] as const;

/** Folder of Vite's content-hashed build output: cached for a year, never pruned. */
const HASHED_ASSETS_DIR = 'assets';

/**
 * The single origin users see (docs/development.md, "Architecture"): CloudFront serving the SPA from a private bucket
 * (Origin Access Control) and `/api/*` from the HTTP API, with the security headers on both
 * and a fresh CSP nonce on every HTML document.
 */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly siteBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // Only build output lives here: rebuilt by `npm run build`, so it goes with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const edge = new SiteEdge(this, 'Edge', {
      connectOrigins: [`https://${props.filesBucket.bucketRegionalDomainName}`],
    });

    // apiEndpoint is https://{id}.execute-api.{region}.amazonaws.com: the origin wants the host.
    const apiHost = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));

    const certificate =
      props.certificate ??
      (props.certificateArn
        ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
        : undefined);

    // Host is not forwarded: API Gateway answers only to its own host name.
    const apiRequests = new cloudfront.OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'Ostoja /api/*: the headers the handlers read, the viewer address, all cookies and query strings',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_VIEWER_HEADERS, VIEWER_ADDRESS_HEADER),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    });

    const api: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(apiHost, {
        // Resolved by CloudFormation at deploy (a dynamic reference, not a value in the template); the
        // rotation then sets the header itself, and a later deploy resolves the same current value.
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: apiRequests,
      compress: true,
      // The handlers send these too; here they also cover API Gateway's own errors (404, 429).
      responseHeadersPolicy: edge.responseHeadersPolicy,
    };

    // No `enableLogging`, no real-time logs: a request log would record every reporter's address.
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Ostoja',
      defaultRootObject: 'index.html',
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      ...(props.domainName && certificate
        ? {
            // The default *.cloudfront.net certificate has a fixed policy; ours demands TLS 1.2
            // with the 2025 cipher suites (ECDHE and AES-GCM/ChaCha20 only) or TLS 1.3.
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2025,
            domainNames: [props.domainName],
            certificate,
          }
        : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: edge.siteResponseHeadersPolicy,
        functionAssociations: [
          { eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: edge.spaRewrite },
          { eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE, function: edge.documentNonce },
        ],
      },
      additionalBehaviors: {
        '/api/*': api,
        // The published receipt keys at their well-known address: the API's keys route.
        [RECEIPT_KEYS_PATH]: {
          ...api,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          functionAssociations: [
            { eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: edge.receiptKeysRewrite },
          ],
        },
      },
    });

    acknowledge(this.distribution, ['AwsSolutions-CFR3'], NAG_REASONS.noAccessLogs);
    new OriginSecretRotation(this, 'OriginSecretRotation', {
      secret: props.originSecret,
      distributionId: this.distribution.distributionId,
      stackPrefix: props.stackPrefix,
    });
    acknowledge(
      this.siteBucket,
      ['AwsSolutions-S1'],
      'holds only the public build of the SPA, read by CloudFront alone (Origin Access Control); its access log would list viewers of the site',
    );

    if (props.siteDist) {
      // Hashed assets: immutable, kept across deployments (an open tab may still ask for them).
      const assetsDir = join(props.siteDist, HASHED_ASSETS_DIR);
      const assets = existsSync(assetsDir)
        ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
            sources: [s3deploy.Source.asset(assetsDir)],
            destinationBucket: this.siteBucket,
            destinationKeyPrefix: `${HASHED_ASSETS_DIR}/`,
            prune: false,
            cacheControl: [s3deploy.CacheControl.fromString(assetCacheControl)],
            memoryLimit: 512,
          })
        : undefined;
      // Everything else (index.html, icons): revalidated on every visit, stale files removed,
      // uploaded after the assets it points to.
      const documents = new s3deploy.BucketDeployment(this, 'DeployDocuments', {
        sources: [s3deploy.Source.asset(props.siteDist, { exclude: [`${HASHED_ASSETS_DIR}/**`] })],
        destinationBucket: this.siteBucket,
        exclude: [`${HASHED_ASSETS_DIR}/*`],
        prune: true,
        cacheControl: [s3deploy.CacheControl.fromString(documentCacheControl)],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      if (assets) documents.node.addDependency(assets);
      acknowledgeBucketDeploymentProvider(this);
    } else {
      Annotations.of(this).addWarningV2(
        'ostoja:web:notBuilt',
        'No site build to upload (web/dist/index.html missing): the site bucket stays empty. Run `npm run build` before `cdk deploy`.',
      );
    }

    if (props.domainName && props.hostedZone) {
      const zone = route53.PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: props.hostedZone.id,
        zoneName: props.hostedZone.name,
      });
      const target = route53.RecordTarget.fromAlias(new route53Targets.CloudFrontTarget(this.distribution));
      new route53.ARecord(this, 'SiteAlias', { zone, recordName: props.domainName, target });
      new route53.AaaaRecord(this, 'SiteAliasIpv6', { zone, recordName: props.domainName, target });
    }

    new CfnOutput(this, 'SiteUrl', {
      value: `https://${props.domainName ?? this.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
  }
}
