/**
 * CDK entry point (`cdk.json` → `npx tsx infra/app.ts`). Settings: see config.ts; deployment
 * steps: infra/README.md. Synth works offline and without credentials.
 */
import { App } from 'aws-cdk-lib';
import { readConfig } from './config.js';
import { createOstoja } from './ostoja.js';

const app = new App();
createOstoja(app, readConfig(app.node));
app.synth();
