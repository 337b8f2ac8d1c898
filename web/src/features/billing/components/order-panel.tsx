import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DISCOUNT_CODE_PATTERN, formatPln } from '@shared/domain/billing.js';
import type { SubscriptionPeriod } from '@shared/domain/packages.js';
import { billingTexts as t, periodLabel } from '@shared/messages/billing.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { useCreateOrder } from '../api/create-order.js';
import { useOrderForm } from '../api/get-order-form.js';
import { getPricingQueryOptions, usePricing } from '../api/get-pricing.js';
import { goToPayment } from '../lib/go-to-payment.js';

interface OrderPanelProps {
  invoiceDataComplete: boolean;
  /** The pricing list, with the checked discount code. */
  pricing: (discountCode: string | undefined) => ReactNode;
}

type Field = 'packageId' | 'numberOfMonths' | 'paymentMethod' | 'discountCode';

/**
 * The ordering panel (docs/features.md, "Limits and rules"): package, period and payment method are required ('Pole
 * wymagane'; clicking the chosen option again keeps it, never clears it), a discount code is
 * checked before it applies, and nothing can be ordered until the invoice data is complete. A
 * confirmation precedes the order; the browser then opens the payment.
 */
export function OrderPanel({ invoiceDataComplete, pricing }: OrderPanelProps) {
  const queryClient = useQueryClient();
  const form = useOrderForm();
  const [packageId, setPackageId] = useState<string | null>(null);
  const [months, setMonths] = useState<string | null>(null);
  const [method, setMethod] = useState<string | null>('przelewy24');
  const [code, setCode] = useState('');
  const [checkedCode, setCheckedCode] = useState<string | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const prices = usePricing(checkedCode);
  const order = useCreateOrder();

  const offer = prices.data?.packages.find((pkg) => pkg.id === packageId);
  const price = offer?.prices[0]?.priceCombination.find((combination) => String(combination.numberOfMonths) === months);

  const checkCode = async () => {
    const value = code.trim();
    if (!value) return setErrors((e) => ({ ...e, discountCode: t.discountCodeEmpty }));
    if (!DISCOUNT_CODE_PATTERN.test(value)) return setErrors((e) => ({ ...e, discountCode: t.discountInvalid }));
    setChecking(true);
    try {
      await queryClient.fetchQuery(getPricingQueryOptions(value));
      setCheckedCode(value);
      setErrors((e) => ({ ...e, discountCode: undefined }));
    } catch (error) {
      setCheckedCode(undefined);
      setErrors((e) => ({
        ...e,
        discountCode: error instanceof ApiError ? (error.fields.discountCode ?? error.message) : errorText(error),
      }));
    } finally {
      setChecking(false);
    }
  };

  const submit = () => {
    setFailure(null);
    const missing: Partial<Record<Field, string>> = {};
    if (!packageId) missing.packageId = t.fieldRequired;
    if (!months) missing.numberOfMonths = t.fieldRequired;
    if (!method) missing.paymentMethod = t.fieldRequired;
    if (code.trim() && code.trim() !== checkedCode) missing.discountCode = errors.discountCode ?? t.discountNotChecked;
    setErrors(missing);
    if (Object.values(missing).some(Boolean) || !offer || !price) return;
    modals.openConfirmModal({
      title: t.confirmOrderTitle,
      children: (
        <Text size="sm">
          {t.confirmOrderText(offer.name, periodLabel(price.numberOfMonths), formatPln(price.priceBrutto))}
        </Text>
      ),
      labels: { confirm: t.confirm, cancel: t.cancel },
      onConfirm: () =>
        void order
          .mutateAsync({
            body: {
              packageId: offer.id,
              numberOfMonths: price.numberOfMonths as SubscriptionPeriod,
              paymentMethod: method as 'przelewy24',
              ...(checkedCode ? { discountCode: checkedCode } : {}),
            },
          })
          .then(
            ({ paymentUrl }) => (paymentUrl ? goToPayment(paymentUrl) : setFailure(t.paymentCreateError)),
            (error: unknown) =>
              setFailure(error instanceof ApiError && error.status === 503 ? t.paymentCreateError : errorText(error)),
          ),
    });
  };

  return (
    <Stack gap="lg">
      {pricing(checkedCode)}
      <Paper withBorder p="md" component="section" aria-label={t.orderPanel}>
        <Title order={2} size="h4" mb="sm">
          {t.orderPanel}
        </Title>
        <Stack gap="sm" maw={520}>
          {!invoiceDataComplete && (
            <Alert color="red" variant="light">
              {t.invoiceDataMissing}
            </Alert>
          )}
          <Select
            label={t.packageLabel}
            required
            allowDeselect={false}
            data={(prices.data?.packages ?? []).map((pkg) => ({ value: pkg.id, label: pkg.name }))}
            value={packageId}
            onChange={(value) => {
              setPackageId(value);
              setErrors((e) => ({ ...e, packageId: undefined }));
            }}
            error={errors.packageId}
          />
          <Select
            label={t.periodLabel}
            required
            allowDeselect={false}
            data={(form.data?.paymentModels ?? []).map((model) => ({
              value: String(model.numberOfMonths),
              label: model.name,
            }))}
            value={months}
            onChange={(value) => {
              setMonths(value);
              setErrors((e) => ({ ...e, numberOfMonths: undefined }));
            }}
            error={errors.numberOfMonths}
          />
          <Select
            label={t.paymentMethodLabel}
            required
            allowDeselect={false}
            data={(form.data?.paymentMethods ?? []).map((m) => ({ value: m.id, label: m.name }))}
            value={method}
            onChange={(value) => {
              setMethod(value);
              setErrors((e) => ({ ...e, paymentMethod: undefined }));
            }}
            error={errors.paymentMethod}
          />
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={t.discountCodeLabel}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setErrors((e) => ({ ...e, discountCode: undefined }));
              }}
              error={errors.discountCode}
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              onClick={() => void checkCode()}
              loading={checking}
              mb={errors.discountCode ? 22 : 0}
            >
              {t.checkDiscountCode}
            </Button>
          </Group>
          {price && (
            <Text size="sm" aria-live="polite">
              {t.orderSummary}: <strong>{formatPln(price.priceBrutto)}</strong> {t.gross} ({formatPln(price.priceNetto)}{' '}
              {t.net} + {t.vat})
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t.upgradeNote}
          </Text>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group>
            <Button onClick={submit} disabled={!invoiceDataComplete} loading={order.isPending}>
              {t.placeOrder}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
