/**
 * The company that runs Ostoja: the footer's copyright and address and the seller on
 * every invoice and the ordering panel. One definition for the static site and the
 * server, so the two never disagree; a deployment sets it here before its first invoice
 * (infra/README.md, "Payments and invoices").
 */
export const operatorCompany = {
  name: 'Ostoja Sp. z o.o.',
  address: 'ul. Prosta 20',
  zipCode: '00-850',
  city: 'Warszawa',
  nip: '5260000005',
  bankAccount: 'PL 61 1090 1014 0000 0712 1981 2874',
  email: 'faktury@ostoja.example',
} as const;

/** The operator's address on one line, as the footer shows it. */
export const operatorAddressLine = `${operatorCompany.address}, ${operatorCompany.zipCode} ${operatorCompany.city}`;
