import { Badge, Paper, ScrollArea, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatPln } from '@shared/domain/billing.js';
import { billingTexts as t, periodLabel } from '@shared/messages/billing.js';
import { QueryContent } from '@/components/query-content.js';
import { usePricing } from '../api/get-pricing.js';

/** The pricing list: every package's flags and its prices per period, net and gross. */
export function PricingList({ discountCode }: { discountCode: string | undefined }) {
  const pricing = usePricing(discountCode);
  return (
    <Paper withBorder p="md" component="section" aria-label={t.pricingTitle}>
      <Title order={2} size="h4" mb="sm">
        {t.pricingTitle}
      </Title>
      <QueryContent query={pricing}>
        {({ packages, haveDiscount, discountPercent, partnerName }) => (
          <>
            {haveDiscount && (
              <Badge color="green" variant="light" mb="sm">
                {t.discountApplied(discountPercent, partnerName)}
              </Badge>
            )}
            <ScrollArea>
              <Table striped withTableBorder aria-label={t.pricingTitle} miw={560}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <VisuallyHidden>{t.featuresColumn}</VisuallyHidden>
                    </Table.Th>
                    {packages.map((pkg) => (
                      <Table.Th key={pkg.id} scope="col">
                        {pkg.name}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(
                    [
                      [t.features.accounts, (p) => String(p.accountNumbers)],
                      [t.features.forms, (p) => (p.forms === null ? t.unlimited : String(p.forms))],
                      [t.features.emails, (p) => (p.emails ? t.yes : t.no)],
                      [t.features.phones, (p) => (p.phones ? t.yes : t.no)],
                      [t.features.smsNotifications, (p) => (p.smsNotifications ? t.yes : t.no)],
                      [t.features.smsAuth, (p) => (p.smsAuth ? t.yes : t.no)],
                      [t.features.externalSend, (p) => (p.externalSend ? t.yes : t.no)],
                      [t.features.onlineTraining, (p) => (p.onlineTraining ? t.yes : t.no)],
                    ] as const satisfies readonly (readonly [string, (p: (typeof packages)[number]) => string])[]
                  ).map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th scope="row" fw={500}>
                        {label}
                      </Table.Th>
                      {packages.map((pkg) => (
                        <Table.Td key={pkg.id}>{value(pkg)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                  {packages[0]!.prices[0]!.priceCombination.map((combination, i) => (
                    <Table.Tr key={combination.numberOfMonths}>
                      <Table.Th scope="row" fw={500}>
                        {t.priceFor(periodLabel(combination.numberOfMonths))}
                      </Table.Th>
                      {packages.map((pkg) => {
                        const price = pkg.prices[0]!.priceCombination[i]!;
                        return (
                          <Table.Td key={pkg.id}>
                            {price.priceNettoBeforeDiscount !== null && (
                              <Text
                                size="xs"
                                td="line-through"
                                c="dimmed"
                                aria-label={`${t.beforeDiscount}: ${formatPln(price.priceNettoBeforeDiscount)} ${t.net}`}
                              >
                                {formatPln(price.priceNettoBeforeDiscount)}
                              </Text>
                            )}
                            <Text size="sm" fw={600}>
                              {formatPln(price.priceNetto)} {t.net}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {formatPln(price.priceBrutto)} {t.gross}
                            </Text>
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </>
        )}
      </QueryContent>
    </Paper>
  );
}
