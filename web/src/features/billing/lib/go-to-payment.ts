/** Opens the payment provider's page in this tab (the provider sends the payer back to the summary). */
export function goToPayment(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
