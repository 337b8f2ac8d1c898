import { Alert, Anchor, Grid, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { billingTexts as t } from '@shared/messages/billing.js';
import { QueryContent } from '@/components/query-content.js';
import { paths } from '@/config/paths.js';
import { formatDate } from '@/lib/dates.js';
import { useSubscription } from '../api/get-subscription.js';
import { BillingGate } from './billing-gate.js';
import { OrderPanel } from './order-panel.js';
import { PricingList } from './pricing-list.js';

/** /subscription: invoice data card, account card, pricing list, ordering panel. */
export function SubscriptionScreen() {
  return (
    <BillingGate title={t.subscriptionTitle}>
      <Subscription />
    </BillingGate>
  );
}

const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <Table.Tr>
    <Table.Th scope="row" fw={500} w="40%">
      {label}
    </Table.Th>
    <Table.Td>{value}</Table.Td>
  </Table.Tr>
);

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" h="100%" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Subscription() {
  const subscription = useSubscription();
  return (
    <QueryContent query={subscription}>
      {({ customer, account, invoiceDataComplete, seller }) => {
        const missing = (value: string | null) =>
          value ?? (
            <Text span c="dimmed">
              {t.missing}
            </Text>
          );
        return (
          <Stack gap="lg">
            <Grid>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Card title={t.invoiceDataCard}>
                  <Table>
                    <Table.Tbody>
                      <Row label={t.companyName} value={customer.companyName} />
                      <Row label={t.companyAddress} value={missing(customer.companyAddress)} />
                      <Row label={t.companyZipCode} value={missing(customer.companyZipcode)} />
                      <Row label={t.companyCity} value={missing(customer.companyCity)} />
                      <Row label={t.nip} value={missing(customer.nip)} />
                    </Table.Tbody>
                  </Table>
                  {!invoiceDataComplete && (
                    <Alert color="yellow" variant="light" mt="sm">
                      {t.invoiceDataMissing}{' '}
                      <Anchor component={Link} to={paths.settings} size="sm">
                        {t.goToSettings}
                      </Anchor>
                    </Alert>
                  )}
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Card title={t.accountCard}>
                  <Table>
                    <Table.Tbody>
                      <Row label={t.companyName} value={account.name} />
                      <Row label="E-mail" value={account.email} />
                      <Row
                        label={t.currentPackage}
                        value={account.isTrial ? `${account.packageName} (${t.trial})` : account.packageName}
                      />
                      <Row
                        label={t.accountStatus}
                        value={customer.status === 1 ? t.accountActive : t.accountInactive}
                      />
                      <Row label={t.validTo} value={formatDate(customer.validTo)} />
                    </Table.Tbody>
                  </Table>
                </Card>
              </Grid.Col>
            </Grid>
            <OrderPanel
              invoiceDataComplete={invoiceDataComplete}
              pricing={(code) => <PricingList discountCode={code} />}
            />
            <Card title={t.sellerTitle}>
              <Text size="sm">{seller.companyName}</Text>
              <Text size="sm">{seller.companyAddress}</Text>
              <Text size="sm">
                {seller.companyZipcode} {seller.companyCity}
              </Text>
              <Text size="sm">
                {t.nip}: {seller.nip}
              </Text>
              <Text size="sm">{seller.bankAccount}</Text>
              <Text size="sm">{seller.email}</Text>
            </Card>
          </Stack>
        );
      }}
    </QueryContent>
  );
}
