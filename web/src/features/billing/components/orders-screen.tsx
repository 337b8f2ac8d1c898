import { Anchor, Button, Group, NativeSelect, Pagination, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '@shared/contracts/billing/schemas.js';
import { DEFAULT_ORDER_PAGE_SIZE, formatPln, orderAction, orderPageSizes } from '@shared/domain/billing.js';
import { billingTexts as t } from '@shared/messages/billing.js';
import { QueryContent } from '@/components/query-content.js';
import { paths } from '@/config/paths.js';
import { errorText } from '@/lib/api-errors.js';
import { formatDateTime } from '@/lib/dates.js';
import { downloadOrderInvoice } from '../api/get-order-invoice.js';
import { useOrders } from '../api/list-orders.js';
import { goToPayment } from '../lib/go-to-payment.js';
import { BillingGate } from './billing-gate.js';

/** /orders: the order history in pages of 10, 20, 30, 40 or all, with each row's action. */
export function OrdersScreen() {
  return (
    <BillingGate title={t.ordersTitle}>
      <Orders />
    </BillingGate>
  );
}

function Orders() {
  const orders = useOrders();
  const [perPage, setPerPage] = useState<number>(DEFAULT_ORDER_PAGE_SIZE);
  const [page, setPage] = useState(1);
  return (
    <QueryContent query={orders}>
      {({ orders: rows }) => {
        const size = perPage === -1 ? Math.max(rows.length, 1) : perPage;
        const pages = Math.max(1, Math.ceil(rows.length / size));
        const current = Math.min(page, pages);
        const visible = rows.slice((current - 1) * size, current * size);
        return (
          <Paper withBorder p="md">
            {rows.length === 0 ? (
              <Text>{t.ordersEmpty}</Text>
            ) : (
              <ScrollArea>
                <Table striped aria-label={t.ordersTitle} miw={760}>
                  <Table.Thead>
                    <Table.Tr>
                      {Object.values(t.orderColumns).map((header) => (
                        <Table.Th key={header}>{header}</Table.Th>
                      ))}
                      <Table.Th>{t.actionsColumn}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {visible.map((order, i) => (
                      <Table.Tr key={order.id}>
                        <Table.Td>{(current - 1) * size + i + 1}</Table.Td>
                        <Table.Td>{order.packageName}</Table.Td>
                        <Table.Td>{order.paymentModelName}</Table.Td>
                        <Table.Td>{formatPln(order.priceNetto)}</Table.Td>
                        <Table.Td>{formatPln(order.priceBrutto)}</Table.Td>
                        <Table.Td>{formatDateTime(order.purchaseTime)}</Table.Td>
                        <Table.Td>{order.paymentStatusName}</Table.Td>
                        <Table.Td>
                          <OrderAction order={order} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
            <Group justify="space-between" mt="md">
              <NativeSelect
                label={t.rowsPerPage}
                value={String(perPage)}
                onChange={(event) => {
                  setPerPage(Number(event.currentTarget.value));
                  setPage(1);
                }}
                data={orderPageSizes.map((n) => ({ value: String(n), label: n === -1 ? t.allRows : String(n) }))}
                w={160}
              />
              {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} aria-label={t.ordersTitle} />}
            </Group>
          </Paper>
        );
      }}
    </QueryContent>
  );
}

/** 1: check only; 3: the summary (it polls); 4: the invoice; anything else: pay. */
function OrderAction({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false);
  const name = t.orderRowName(formatDateTime(order.purchaseTime));
  switch (orderAction(order.paymentStatusId)) {
    case 'check':
    case 'poll':
      return (
        <Anchor
          component={Link}
          to={paths.orderInfo(order.przelewy24Token)}
          size="sm"
          aria-label={`${t.actionCheck}: ${name}`}
        >
          {t.actionCheck}
        </Anchor>
      );
    case 'invoice':
      return (
        <Button
          size="xs"
          variant="light"
          loading={busy}
          aria-label={`${t.actionInvoice}: ${name}`}
          onClick={() => {
            setBusy(true);
            downloadOrderInvoice(order.id)
              .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) }))
              .finally(() => setBusy(false));
          }}
        >
          {t.actionInvoice}
        </Button>
      );
    case 'pay':
      return (
        <Button
          size="xs"
          disabled={!order.paymentUrl}
          aria-label={`${t.actionPay}: ${name}`}
          onClick={() => order.paymentUrl && goToPayment(order.paymentUrl)}
        >
          {t.actionPay}
        </Button>
      );
  }
}
