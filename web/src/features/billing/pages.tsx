import { InProgressPage } from '../../components/in-progress-page.js';

/** Subscription, orders and the payment summary: one chunk, loaded by the router. */
export function SubscriptionPage() {
  return (
    <InProgressPage
      title="Subskrypcja"
      description="Tu pojawi się cennik pakietów oraz zamawianie i odnawianie subskrypcji."
    />
  );
}

export function OrdersPage() {
  return <InProgressPage title="Zamówienia" description="Tu pojawi się historia zamówień z płatnościami i fakturami." />;
}

export function OrderInfoPage() {
  return <InProgressPage title="Podsumowanie płatności" description="Tu pojawi się status płatności za zamówienie." />;
}
