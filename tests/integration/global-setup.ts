import { runtimeSetup } from '../support/runtime-setup.js';

export default runtimeSetup({ trustForwardedFor: true, outbox: true });
