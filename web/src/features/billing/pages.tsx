import { OrderInfoScreen } from './components/order-info-screen.js';
import { OrdersScreen } from './components/orders-screen.js';
import { SubscriptionScreen } from './components/subscription-screen.js';

/** Subscription, orders and the payment summary: one chunk, loaded by the router. */
export function SubscriptionPage() {
  return <SubscriptionScreen />;
}

export function OrdersPage() {
  return <OrdersScreen />;
}

export function OrderInfoPage() {
  return <OrderInfoScreen />;
}
