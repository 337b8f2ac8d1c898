import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useRevalidator } from 'react-router-dom';
import { formatPln, paymentStatus } from '@shared/domain/billing.js';
import { billingTexts as t } from '@shared/messages/billing.js';
import { QueryContent } from '@/components/query-content.js';
import { paths } from '@/config/paths.js';
import { errorText } from '@/lib/api-errors.js';
import { downloadOrderInvoice } from '../api/get-order-invoice.js';
import { useOrderInfo } from '../api/get-order-info.js';
import { useSetOrderNoPayment } from '../api/set-order-no-payment.js';
import { usePaymentPolling } from '../hooks/use-payment-polling.js';
import { BillingGate } from './billing-gate.js';

/** orderInfo/{token}: the payment summary. */
export function OrderInfoScreen() {
  return (
    <BillingGate title={t.orderInfoTitle}>
      <OrderInfo />
    </BillingGate>
  );
}

function OrderInfo() {
  const { token = '' } = useParams();
  const info = useOrderInfo(token);
  const noPayment = useSetOrderNoPayment();
  const revalidator = useRevalidator();
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const settled = useRef(false);
  const polling = usePaymentPolling(
    info.data?.status,
    () => info.refetch().then((result) => result.data?.status),
    () => noPayment.mutateAsync({ params: { token } }).then(() => info.refetch()),
  );

  // Paid: the session is read again (the licence it shows changed), and the invoice opens once.
  const status = info.data?.status;
  const orderId = info.data?.id;
  useEffect(() => {
    if (status !== paymentStatus.paid || !orderId || settled.current) return;
    settled.current = true;
    void revalidator.revalidate();
    downloadOrderInvoice(orderId).catch((error: unknown) => setInvoiceError(errorText(error)));
  }, [status, orderId, revalidator]);

  return (
    <QueryContent query={info}>
      {(order) => (
        <Paper withBorder p="md" maw={640}>
          <Stack gap="sm">
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{t.orderInfoStatus}</Table.Th>
                  <Table.Td>
                    <Text fw={600} aria-live="polite">
                      {order.statusName}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t.orderInfoPackage}</Table.Th>
                  <Table.Td>{order.packageName}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t.orderInfoPeriod}</Table.Th>
                  <Table.Td>{order.paymentModelName}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t.orderSummary}</Table.Th>
                  <Table.Td>
                    {formatPln(order.priceBrutto)} {t.gross} ({formatPln(order.priceNetto)} {t.net})
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="sm">{order.statusDescription}</Text>
            {polling.stopped && order.status !== paymentStatus.paid && <Text size="sm">{t.pollingStopped}</Text>}
            {invoiceError && (
              <Alert color="red" variant="light">
                {invoiceError}
              </Alert>
            )}
            <Group>
              {order.status === paymentStatus.paid && (
                <Button
                  variant="light"
                  onClick={() =>
                    downloadOrderInvoice(order.id).catch((error: unknown) => setInvoiceError(errorText(error)))
                  }
                >
                  {t.downloadInvoice} {order.invoiceNumber}
                </Button>
              )}
              <Anchor component={Link} to={paths.orders} size="sm">
                {t.toOrders}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      )}
    </QueryContent>
  );
}
