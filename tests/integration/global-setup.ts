import { outboxPage } from '../../local/outbox.js';
import { runtimeSetup } from '../support/runtime-setup.js';

export default runtimeSetup({
  trustForwardedFor: true,
  extraRoutes: (emulators) => ({ '/_dev/outbox': outboxPage(emulators) }),
});
